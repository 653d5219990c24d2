import { Card, Empty, Typography } from 'antd';

/** Screens of later issues: their title and an honest empty state until they are built. */
export const ComingSoonPage = ({ title }: { title: string }) => (
  <div>
    <Typography.Title level={3}>{title}</Typography.Title>
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
