import { theme } from 'antd';
import { MutedText } from '../../app/shell/ListPage';
import { formatAmount, formatVnd } from '../../lib/amount';
import { TOKEN_SYMBOLS, tokenTotals } from './paymentDetails';

/**
 * Spec §2.6: 'Total Amount' and one total per token (USDT, USDC, BUSD) of the filtered list.
 * Without figures yet (the list is loading) it shows dashes in the same line: nothing below moves.
 */
export const TotalsLine = ({ amount, cryptoAmount }: { amount?: string; cryptoAmount?: string }) => {
  const { token } = theme.useToken();
  const tokens = cryptoAmount === undefined ? undefined : tokenTotals(cryptoAmount);
  const figure = { fontWeight: token.fontWeightStrong, color: token.colorText };
  return (
    <section
      aria-label="Totals"
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: `${token.marginXS}px ${token.marginLG}px`,
        marginBottom: token.marginSM,
      }}
    >
      <span>
        <MutedText>Total Amount: </MutedText>
        <span style={figure}>{amount === undefined ? '—' : formatVnd(amount)}</span>
      </span>
      {TOKEN_SYMBOLS.map((symbol) => (
        <span key={symbol}>
          <MutedText>{symbol}: </MutedText>
          <span style={figure}>{tokens ? formatAmount(tokens[symbol]) : '—'}</span>
        </span>
      ))}
    </section>
  );
};
