import {
  BellOutlined,
  ControlOutlined,
  HomeOutlined,
  LogoutOutlined,
  MenuOutlined,
  SettingOutlined,
  SwapOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type AppStatus, ENVIRONMENT_SWITCH_MS, type UserType } from '@paygate/contracts';
import { Button, Dropdown, Layout, Menu, Spin, Tooltip, theme } from 'antd';
import { Suspense, useCallback, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { LogoutDocument } from '../../gql/ops/Logout';
import { UserInfoDocument } from '../../gql/ops/UserInfo';
import { clearSession, userTypeCookie } from '../../lib/cookies';
import { setEnvironment, useEnvironment } from '../../lib/environment';
import { page } from '../lazyPage';
import { SuspendedOutlet } from '../SuspendedOutlet';
import { Avatar } from './avatar';
import { BrandMark } from './BrandMark';
import { EnvironmentSwitch } from './EnvironmentSwitch';
import { PartnerSwitcher } from './PartnerSwitcher';
import { SearchLauncher } from './SearchLauncher';
import { menuKeyOf, shellMenuItems } from './shellMenu';
import { useNavOverlay } from './useNavOverlay';
import { useShortcuts } from './useShortcuts';

// Development mode only: production screens never load it (their JavaScript budgets).
const SandboxBanner = page(() => import('./SandboxBanner'), 'SandboxBanner', 'app/shell/SandboxBanner');
const SettingsDrawer = page(() => import('./SettingsDrawer'), 'SettingsDrawer', 'app/shell/SettingsDrawer');
const ShortcutsDialog = page(() => import('./ShortcutsDialog'), 'ShortcutsDialog', 'app/shell/ShortcutsDialog');

/** The authenticated area of PRODUCT §2.4: top bar, role-filtered sidebar, content and footer. */
export const AppShell = () => {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const client = useApolloClient();
  const { data } = useQuery(UserInfoDocument);
  const [logout] = useMutation(LogoutDocument);
  const env = useEnvironment();
  const { token } = theme.useToken();
  const [isSwitching, setSwitching] = useState(false);
  // Below the lg breakpoint the sidebar hides and opens over the content from a header button.
  const [isNarrow, setNarrow] = useState(false);
  const [isMenuOpen, setMenuOpen] = useState(false);
  // On phones the open menu is a dialog over the content (issue 28 item 8).
  const isOverlayOpen = isNarrow && isMenuOpen;
  const siderRef = useRef<HTMLDivElement>(null);
  const navButtonRef = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useNavOverlay(isOverlayOpen, closeMenu, siderRef, navButtonRef);
  // Phones: the environment switch and the partner switcher fold into a panel under the top bar.
  const [isWorkspaceOpen, setWorkspaceOpen] = useState(false);
  // The drawer's code loads the first time it opens, then stays mounted for its closing motion.
  const [settings, setSettings] = useState<'never' | 'open' | 'closed'>('never');
  // `?` lists the keyboard shortcuts (issue 28 item 19); the dialog's code loads on first use.
  const [shortcuts, setShortcuts] = useState<'never' | 'open' | 'closed'>('never');
  useShortcuts(useCallback(() => setShortcuts('open'), []));
  const user = data?.userInfo;
  const userName = user?.name;
  const year = new Date().getFullYear();
  // The menu shows only what the role may open (issue 28 item 5); until the user info arrives,
  // the role this browser last saw for the session stands in, so no forbidden item flashes.
  const userType = (user?.user_type ?? userTypeCookie()) as UserType | undefined;

  const switchEnvironment = (next: AppStatus) => {
    setEnvironment(next);
    setSwitching(true);
    // PRODUCT §2.4: a 1-second 'Switching environment' spinner, then the screen's data again.
    window.setTimeout(async () => {
      try {
        await client.refetchQueries({ include: 'active' });
      } finally {
        setSwitching(false);
      }
    }, ENVIRONMENT_SWITCH_MS);
  };

  const doLogout = async () => {
    // The server session is revoked when it can be; the browser forgets it either way.
    await logout().catch(() => undefined);
    clearSession();
    await client.clearStore();
    navigate('/login', { replace: true });
  };

  return (
    <Layout className="shell">
      {/* The first stop of Tab: past the sidebar and the top bar; the browser focuses the target. */}
      <a href="#main-content" className="skip-link">
        <Trans>Skip to content</Trans>
      </a>
      {isOverlayOpen ? <div className="shell-backdrop" aria-hidden="true" onClick={closeMenu} /> : null}
      <Layout.Sider
        ref={siderRef}
        id="shell-navigation"
        {...(isOverlayOpen ? { role: 'dialog', 'aria-modal': true, 'aria-label': t`Navigation` } : {})}
        breakpoint="lg"
        onBreakpoint={setNarrow}
        collapsed={isNarrow && !isMenuOpen}
        collapsedWidth={0}
        trigger={null}
        width={232}
        theme="light"
        className={isNarrow ? 'shell-sider shell-sider-overlay' : 'shell-sider'}
        style={{ borderInlineEnd: isNarrow && !isMenuOpen ? 'none' : `1px solid ${token.colorSplit}` }}
      >
        <Link to="/" className="shell-brand">
          <BrandMark size={30} />
          <span>Paygate</span>
        </Link>
        <Menu
          onClick={() => setMenuOpen(false)}
          mode="inline"
          style={{ borderInlineEnd: 'none' }}
          selectedKeys={[menuKeyOf(pathname)]}
          defaultOpenKeys={pathname.toLowerCase().startsWith('/docs') ? ['docs'] : []}
          items={shellMenuItems(userType, t)}
        />
      </Layout.Sider>
      <Layout className="shell-main">
        <Layout.Header
          className="shell-header"
          style={{
            background: token.colorBgContainer,
            borderBottom: `1px solid ${token.colorSplit}`,
            // The folded workspace panel takes the bar's colours (styles.css, phones).
            ['--shell-bar-bg' as string]: token.colorBgContainer,
            ['--shell-bar-line' as string]: token.colorSplit,
          }}
        >
          <nav className="shell-nav" aria-label={t`Shortcuts`}>
            {isNarrow ? (
              <Button
                type="text"
                ref={navButtonRef}
                icon={<MenuOutlined />}
                aria-label={t`Navigation`}
                aria-controls="shell-navigation"
                aria-haspopup="dialog"
                aria-expanded={isMenuOpen}
                onClick={() => setMenuOpen((open) => !open)}
              />
            ) : null}
            <Tooltip title={t`Home`}>
              <Link to="/" aria-label={t`Home`}>
                <HomeOutlined />
              </Link>
            </Tooltip>
            <Tooltip title={t`Notification`}>
              <Link to="/notification" aria-label={t`Notification`}>
                <BellOutlined />
              </Link>
            </Tooltip>
            <Tooltip title={t`Setting`}>
              <Link to="/setting" aria-label={t`Setting`}>
                <SettingOutlined />
              </Link>
            </Tooltip>
          </nav>
          <SearchLauncher />
          <div className="shell-actions">
            {/* Inline on wide screens (display: contents); on phones a panel the button below opens. */}
            <div id="shell-workspace" className="shell-workspace" data-open={isWorkspaceOpen}>
              <EnvironmentSwitch value={env} onChange={switchEnvironment} />
              <PartnerSwitcher current={user?.partner ?? undefined} />
            </div>
            <Button
              type="text"
              className="shell-workspace-toggle"
              icon={<SwapOutlined />}
              aria-label={t`Environment and partner`}
              aria-controls="shell-workspace"
              aria-expanded={isWorkspaceOpen}
              onClick={() => setWorkspaceOpen((open) => !open)}
            />
            <Tooltip title={t`Settings panel`}>
              <Button
                type="text"
                icon={<ControlOutlined />}
                onClick={() => setSettings('open')}
                aria-label={t`Open settings panel`}
              />
            </Tooltip>
            <Dropdown
              trigger={['hover', 'click']}
              menu={{
                items: [
                  { key: 'profile', icon: <UserOutlined />, label: <Link to="/profile">{t`Profile`}</Link> },
                  { type: 'divider' },
                  { key: 'logout', icon: <LogoutOutlined />, label: t`Logout`, onClick: () => void doLogout() },
                ],
              }}
            >
              <Button
                type="text"
                // The name starts with what it shows (WCAG 2.5.3); the avatar alone on phones.
                aria-label={userName ? t`${userName}, Profile menu` : t`Profile menu`}
                className="shell-profile"
              >
                <Avatar size="small" src={user?.avatar || undefined} icon={<UserOutlined />} />
                <span className="shell-profile-name">{user?.name}</span>
              </Button>
            </Dropdown>
          </div>
        </Layout.Header>
        {env === 'DEVELOPMENT' ? (
          <Suspense fallback={null}>
            <SandboxBanner onLeave={() => switchEnvironment('PRODUCTION')} />
          </Suspense>
        ) : null}
        <Layout.Content id="main-content" tabIndex={-1} className="shell-content">
          <Spin spinning={isSwitching} description={t`Switching environment`} size="large">
            <SuspendedOutlet />
          </Spin>
        </Layout.Content>
        <Layout.Footer className="shell-footer">
          <Trans>© {year} Paygate · Paygate Partner Portal</Trans>
        </Layout.Footer>
      </Layout>
      {shortcuts === 'never' ? null : (
        <Suspense fallback={null}>
          <ShortcutsDialog open={shortcuts === 'open'} onClose={() => setShortcuts('closed')} />
        </Suspense>
      )}
      {settings === 'never' ? null : (
        <Suspense fallback={null}>
          <SettingsDrawer open={settings === 'open'} onClose={() => setSettings('closed')} />
        </Suspense>
      )}
    </Layout>
  );
};
