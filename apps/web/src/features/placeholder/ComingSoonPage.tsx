import { Card, Empty, Typography } from 'antd';
import { PageHeader } from '../../app/shell/PageHeader';

/** Screens of later issues: their title and an honest empty state until they are built. */
export const ComingSoonPage = ({ title }: { title: string }) => (
  <div>
    <PageHeader title={title} />
    <Card>
      <Empty
        description={
          <>
            <Typography.Text strong>Coming soon</Typography.Text>
            <br />
            <Typography.Text type="secondary">This screen is being built and will appear here shortly.</Typography.Text>
          </>
        }
      />
    </Card>
  </div>
);
