import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import './foundRow.css';

/**
 * The row a link points at (`?app=`, `?channel=`, `?member=`; the global search opens these):
 * marked and scrolled into view once the list holds it. For a ListTable keyed by id.
 */
export const useFoundRow = (param: string, rows: readonly { id: string }[]) => {
  const [params] = useSearchParams();
  const found = params.get(param) ?? undefined;
  const isListed = found !== undefined && rows.some((row) => row.id === found);
  useEffect(() => {
    if (!isListed) return;
    const row = document.querySelector(`tr[data-row-key="${CSS.escape(found)}"]`);
    row?.scrollIntoView({ block: 'center' });
  }, [isListed, found]);
  return {
    foundId: found,
    rowClassName: (row: { id: string }) => (row.id === found ? 'list-row-found' : ''),
  };
};
