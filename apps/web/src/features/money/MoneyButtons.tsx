import { ArrowDownOutlined, ArrowUpOutlined, SendOutlined, SwapOutlined, WalletOutlined } from '@ant-design/icons';
import { useApolloClient } from '@apollo/client/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button, theme } from 'antd';
import { type ComponentType, lazy, type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useEnvironment } from '../../lib/environment';
import { useViewer } from '../../lib/useViewer';
import { type MoneyAction, moneyActionBlocker } from './moneyAvailability';
import { refreshMoney } from './refreshMoney';
import type { MoneyModalProps } from './types';

// Each modal (its form, zod schemas and the gateway client) loads when its button is first
// pressed, so the dashboard route carries only these buttons.
const modal = <K extends string>(load: () => Promise<Record<K, ComponentType<MoneyModalProps>>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }));

const MODALS = {
  cashIn: modal(() => import('./CashInModal'), 'CashInModal'),
  cashOut: modal(() => import('./CashOutModal'), 'CashOutModal'),
  deposit: modal(() => import('./DepositModal'), 'DepositModal'),
  exchange: modal(() => import('./ExchangeModal'), 'ExchangeModal'),
  withdraw: modal(() => import('./WithdrawModal'), 'WithdrawModal'),
};
type ModalKey = MoneyAction;

const BUTTONS: { key: ModalKey; label: MessageDescriptor; icon: ReactNode }[] = [
  { key: 'cashIn', label: msg`CashIn`, icon: <ArrowDownOutlined /> },
  { key: 'cashOut', label: msg`CashOut`, icon: <ArrowUpOutlined /> },
  { key: 'deposit', label: msg`Deposit`, icon: <WalletOutlined /> },
  { key: 'exchange', label: msg`Exchange`, icon: <SwapOutlined /> },
  { key: 'withdraw', label: msg`Withdraw`, icon: <SendOutlined /> },
];

/**
 * The money buttons of the balance cards (PRODUCT §2.5, §6): only OWNER sees them (the policy's
 * moveMoney; the server refuses everyone else). After a movement the balances and the
 * transaction list refresh, and `onDone` lets the host refresh what it shows.
 */
export const MoneyButtons = ({ onDone }: { onDone?: () => void }) => {
  const { t } = useLingui();
  const { can, user } = useViewer();
  const environment = useEnvironment();
  const { token } = theme.useToken();
  const client = useApolloClient();
  const [open, setOpen] = useState<ModalKey>();
  const awaitsPayment = useRef(false);

  const refresh = useCallback(() => {
    void refreshMoney(client);
    onDone?.();
  }, [client, onDone]);

  // A payment page finishes in another tab: refresh when the user comes back to this one.
  useEffect(() => {
    const onReturn = () => {
      if (document.visibilityState !== 'visible' || !awaitsPayment.current) return;
      awaitsPayment.current = false;
      refresh();
    };
    window.addEventListener('focus', onReturn);
    document.addEventListener('visibilitychange', onReturn);
    return () => {
      window.removeEventListener('focus', onReturn);
      document.removeEventListener('visibilitychange', onReturn);
    };
  }, [refresh]);

  if (!can('moveMoney')) return null;
  const Modal = open ? MODALS[open] : undefined;
  const apps = user?.partner?.list_app ?? [];
  const blocker = moneyActionBlocker(apps, environment);

  return (
    <>
      <div className="money-buttons" style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        {BUTTONS.map((b) => (
          <Button
            key={b.key}
            icon={b.icon}
            disabled={Boolean(blocker)}
            aria-describedby={blocker ? 'money-buttons-why' : undefined}
            onClick={() => setOpen(b.key)}
          >
            {t(b.label)}
          </Button>
        ))}
      </div>
      {blocker ? (
        <p id="money-buttons-why" style={{ margin: '8px 0 0', color: token.colorTextSecondary }}>
          {t(blocker)}
        </p>
      ) : null}
      {Modal ? (
        <Suspense fallback={null}>
          <Modal
            onClose={() => {
              setOpen(undefined);
              // What the modal started may have moved on meanwhile (pending payments, settling chunks).
              refresh();
            }}
            onDone={(options) => {
              if (options?.awaitsPayment) awaitsPayment.current = true;
              refresh();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
};
