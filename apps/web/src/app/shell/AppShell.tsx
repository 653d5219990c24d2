import {
  AppstoreOutlined,
  BellOutlined,
  BookOutlined,
  DashboardOutlined,
  HomeOutlined,
  LogoutOutlined,
  SettingOutlined,
  SwapOutlined,
  TeamOutlined,
  ToolOutlined,
  TransactionOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { type AppStatus, ENVIRONMENT_SWITCH_MS, type UserType, visibleMenu } from '@paygate/contracts';
import {
  Avatar,
  Button,
  Drawer,
  Dropdown,
  Layout,
  Menu,
  Segmented,
  Select,
  Space,
  Spin,
  Switch,
  Tooltip,
  Typography,
} from 'antd';
import { type ReactNode, Suspense, useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { useDarkMode } from '../../features/settings/useDarkMode';
import { AllPartnerDocument, LogoutDocument, UserInfoDocument } from '../../gql/graphql';
import { activeToken, clearSession, savePartnerSwitch } from '../../lib/cookies';
import { currentEnvironment, setEnvironment } from '../../lib/environment';
import { BrandMark } from './BrandMark';

const ICONS: Record<string, ReactNode> = {
  dashboard: <DashboardOutlined />,
  apps: <AppstoreOutlined />,
  users: <TeamOutlined />,
  transaction: <TransactionOutlined />,
  'api-tool': <ToolOutlined />,
  docs: <BookOutlined />,
};

/** The documentation pages of spec §2.3, under the Docs item. */
export const DOC_LINKS = [
  ['/docs/banks', 'Banks'],
  ['/docs/cashout-banks', 'Cash-out banks'],
  ['/docs/crypto', 'Crypto'],
  ['/docs/direct-transfers', 'Direct transfers'],
  ['/Docs/API', 'API'],
  ['/Docs/API/paygate', 'Paygate API'],
  ['/docs/webhook', 'Webhook'],
  ['/docs/errorATM', 'ATM error codes'],
  ['/docs/errorVA', 'VA error codes'],
  ['/docs/error/paygate', 'Paygate error codes'],
  ['/docs/callback-url', 'Callback URL'],
] as const;

const PartnerSwitcher = ({ currentId }: { currentId: string | undefined }) => {
  const client = useApolloClient();
  const { data, loading } = useQuery(AllPartnerDocument);
  const partners = data?.allPartner ?? [];
  return (
    <Select
      showSearch={{ optionFilterProp: 'label' }}
      aria-label="Partner"
      loading={loading}
      value={currentId}
      style={{ minWidth: 180 }}
      suffixIcon={<SwapOutlined />}
      options={partners.map((p) => ({ value: p.partner.id, label: p.partner.name }))}
      onChange={async (id: string) => {
        const chosen = partners.find((p) => p.partner.id === id);
        if (!chosen || id === currentId) return;
        // The partner switch (spec §4): new cookies, an empty cache, a fresh start.
        savePartnerSwitch(chosen.token, chosen.user_type, chosen.partner.name);
        await client.clearStore();
        window.location.reload();
      }}
    />
  );
};

export const AppShell = () => {
  const location = useLocation();
  const navigate = useNavigate();
  const client = useApolloClient();
  const { data } = useQuery(UserInfoDocument);
  const [logout] = useMutation(LogoutDocument);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [switching, setSwitching] = useState(false);
  const [env, setEnv] = useState<AppStatus>(currentEnvironment);
  const [darkmode, setDarkmode] = useDarkMode();
  const user = data?.userInfo;
  const userType = (user?.user_type ?? undefined) as UserType | undefined;

  const menuItems = visibleMenu(userType, Boolean(activeToken())).map((item) =>
    item.key === 'docs'
      ? {
          key: 'docs',
          icon: ICONS.docs,
          label: item.label,
          children: DOC_LINKS.map(([path, label]) => ({ key: path, label: <Link to={path}>{label}</Link> })),
        }
      : { key: item.path, icon: ICONS[item.key], label: <Link to={item.path}>{item.label}</Link> },
  );

  const switchEnvironment = (next: AppStatus) => {
    setEnv(next);
    setEnvironment(next);
    setSwitching(true);
    window.setTimeout(async () => {
      await client.refetchQueries({ include: 'active' });
      setSwitching(false);
    }, ENVIRONMENT_SWITCH_MS);
  };

  const doLogout = async () => {
    await logout().catch(() => undefined);
    clearSession();
    await client.clearStore();
    navigate('/login', { replace: true });
  };

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider
        breakpoint="lg"
        collapsedWidth={0}
        width={232}
        theme={darkmode ? 'dark' : 'light'}
        className="shell-sider"
      >
        <Link to="/" className="shell-brand">
          <BrandMark size={30} />
          <span>Paygate</span>
        </Link>
        <Menu
          mode="inline"
          theme={darkmode ? 'dark' : 'light'}
          selectedKeys={[location.pathname]}
          defaultOpenKeys={location.pathname.toLowerCase().startsWith('/docs') ? ['docs'] : []}
          items={menuItems}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header className="shell-header">
          <Space size="middle">
            <Tooltip title="Home">
              <Link to="/" aria-label="Home">
                <HomeOutlined />
              </Link>
            </Tooltip>
            <Tooltip title="Notification">
              <Link to="/notification" aria-label="Notification">
                <BellOutlined />
              </Link>
            </Tooltip>
            <Tooltip title="Setting">
              <Link to="/setting" aria-label="Setting">
                <SettingOutlined />
              </Link>
            </Tooltip>
          </Space>
          <Space size="middle" wrap>
            <Segmented<AppStatus>
              aria-label="Environment"
              value={env}
              onChange={switchEnvironment}
              options={[
                { label: 'Production', value: 'PRODUCTION' },
                { label: 'Development', value: 'DEVELOPMENT' },
              ]}
            />
            <PartnerSwitcher currentId={user?.partner?.id} />
            <Button
              type="text"
              icon={<SettingOutlined />}
              onClick={() => setSettingsOpen(true)}
              aria-label="Open settings panel"
            />
            <Dropdown
              menu={{
                items: [
                  { key: 'profile', icon: <UserOutlined />, label: <Link to="/profile">Profile</Link> },
                  { key: 'logout', icon: <LogoutOutlined />, label: 'Logout', onClick: () => void doLogout() },
                ],
              }}
            >
              <Button type="text" aria-label="Profile menu">
                <Space>
                  <Avatar size="small" src={user?.avatar || undefined} icon={<UserOutlined />} />
                  <span>{user?.name}</span>
                </Space>
              </Button>
            </Dropdown>
          </Space>
        </Layout.Header>
        <Layout.Content className="shell-content">
          <Spin spinning={switching} tip="Switching environment" size="large">
            <Suspense fallback={<Spin style={{ display: 'block', margin: '64px auto' }} />}>
              <Outlet />
            </Suspense>
          </Spin>
        </Layout.Content>
        <Layout.Footer style={{ textAlign: 'center' }}>
          <Typography.Text type="secondary">
            © {new Date().getFullYear()} Paygate · Paygate Partner Portal
          </Typography.Text>
        </Layout.Footer>
      </Layout>
      <Drawer title="Settings" open={settingsOpen} onClose={() => setSettingsOpen(false)} placement="right" size={320}>
        <Space>
          <Switch checked={darkmode} onChange={setDarkmode} aria-label="Night Mode" />
          <span>Night Mode</span>
        </Space>
      </Drawer>
    </Layout>
  );
};
