import { Spin } from 'antd';
import { Suspense } from 'react';
import { Outlet } from 'react-router';

/** A layout's child route, with a centred spinner while the child's code loads. */
export const SuspendedOutlet = () => (
  <Suspense
    fallback={
      <div className="page-spin">
        <Spin />
      </div>
    }
  >
    <Outlet />
  </Suspense>
);
