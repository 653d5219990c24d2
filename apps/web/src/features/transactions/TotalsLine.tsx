import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type PaymentDirection, TOKEN_DECIMALS } from '@paygate/contracts';
import { theme } from 'antd';
import { MutedText } from '../../app/shell/ListPage';
import { formatAmount, formatMoney, formatSignedAmount, formatSignedMoney } from '../../lib/amount';
import { TOKEN_SYMBOLS, tokenTotals } from './paymentDetails';

/** One direction's totals as allPayment answers them (amount in VND, crypto_amount JSON by token). */
export type DirectionTotals = { total: number; amount: string; crypto_amount: string };

const DIRECTIONS: { direction: PaymentDirection; label: MessageDescriptor }[] = [
  { direction: 'INCOMING', label: msg({ message: 'in', context: 'direction' }) },
  { direction: 'OUTGOING', label: msg({ message: 'out', context: 'direction' }) },
];

/** What refunds took back (PRODUCT §11): VND always, a token only when refunded. Apart from money in. */
const refundedFigures = (refunded: DirectionTotals) => {
  const tokens = tokenTotals(refunded.crypto_amount);
  return [
    formatMoney(refunded.amount, 'VND'),
    ...TOKEN_SYMBOLS.filter((symbol) => !/^0(\.0*)?$/.test(tokens[symbol] ?? '0')).map(
      (symbol) => `${formatAmount(tokens[symbol], TOKEN_DECIMALS)} ${symbol}`,
    ),
  ];
};

/**
 * PRODUCT §2.6: 'Total Amount' and one total per token (USDT, USDC, BUSD) of the filtered list, each
 * split by direction (issue 28): money in "+…", money out "−…", never added together. Without
 * figures yet (the list is loading) it shows dashes in the same line: nothing below moves.
 */
export const TotalsLine = ({
  incoming,
  outgoing,
  refunded,
}: {
  incoming?: DirectionTotals;
  outgoing?: DirectionTotals;
  refunded?: DirectionTotals;
}) => {
  const { t } = useLingui();
  const { token } = theme.useToken();
  const sides = { INCOMING: incoming, OUTGOING: outgoing };
  const tokens = {
    INCOMING: incoming ? tokenTotals(incoming.crypto_amount) : undefined,
    OUTGOING: outgoing ? tokenTotals(outgoing.crypto_amount) : undefined,
  };
  const figure = { fontWeight: token.fontWeightStrong, color: token.colorText, whiteSpace: 'nowrap' as const };
  const pair = (label: string, value: (direction: PaymentDirection) => string | undefined) => (
    <span key={label}>
      <MutedText>{label}: </MutedText>
      {DIRECTIONS.map(({ direction, label: side }, i) => {
        const text = value(direction);
        return (
          <span key={direction} data-direction={direction}>
            {i > 0 ? <MutedText> · </MutedText> : null}
            <span style={figure}>{text ?? '—'}</span> <MutedText>{t(side)}</MutedText>
          </span>
        );
      })}
    </span>
  );
  return (
    <section
      aria-label={t`Totals`}
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: `${token.marginXS}px ${token.marginLG}px`,
        marginBottom: token.marginSM,
        // Room for the figures on two lines and the refunded line from the start: with refunds and
        // three tokens the figures wrap at 1440 px once they arrive, and the table jumped 30 px
        // (CLS 0.30 against issue #12's 0.05).
        minHeight: Math.ceil(token.fontSize * token.lineHeight) * 3 + token.marginXS * 2,
      }}
    >
      {pair(t`Total Amount`, (d) => {
        const side = sides[d];
        return side && formatSignedMoney(side.amount, 'VND', d);
      })}
      {TOKEN_SYMBOLS.map((symbol) =>
        pair(symbol, (d) => {
          const totals = tokens[d];
          return totals && formatSignedAmount(totals[symbol], d, TOKEN_DECIMALS);
        }),
      )}
      {/* A line of its own, loading or not: a figure that arrived longer than its dash would otherwise
          wrap onto a new line and push the table down (CLS 0.296 on /transaction). */}
      <span
        data-totals="refunded"
        title={t`What refunds took back from these payments (pending and succeeded)`}
        style={{ flexBasis: '100%' }}
      >
        <MutedText>
          <Trans>Refunded:</Trans>{' '}
        </MutedText>
        <span style={figure}>{refunded ? refundedFigures(refunded).join(' · ') : '—'}</span>
      </span>
    </section>
  );
};
