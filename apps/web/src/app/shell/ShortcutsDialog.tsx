import { Trans, useLingui } from '@lingui/react/macro';
import { Modal } from 'antd';
import { SHORTCUTS } from './shortcutKeys';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);

/** The list `?` opens (issue 28 item 19): antd's dialog, so focus moves in, Escape closes it. */
export const ShortcutsDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useLingui();
  return (
    <Modal open={open} onCancel={onClose} title={t`Keyboard shortcuts`} footer={null} width={480}>
      <table className="shortcuts-table">
        <caption className="visually-hidden">
          <Trans>Keyboard shortcuts</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Keys</Trans>
            </th>
            <th scope="col">
              <Trans>Action</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {SHORTCUTS.map((shortcut) => {
            const keys = isMac && 'mac' in shortcut ? shortcut.mac : shortcut.keys;
            return (
              <tr key={shortcut.keys.join(' ')}>
                <td>
                  {keys.map((key, i) => (
                    <span key={key}>
                      {i > 0 ? (shortcut.keys[0] === 'g' ? t` then ` : ' + ') : null}
                      <kbd>{key}</kbd>
                    </span>
                  ))}
                </td>
                <td>{t(shortcut.label)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="shortcuts-note">
        <Trans>Shortcuts do nothing while you type in a field.</Trans>
      </p>
    </Modal>
  );
};
