import { Modal } from 'antd';
import { SHORTCUTS } from './shortcutKeys';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);

/** The list `?` opens (issue 28 item 19): antd's dialog, so focus moves in, Escape closes it. */
export const ShortcutsDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => (
  <Modal open={open} onCancel={onClose} title="Keyboard shortcuts" footer={null} width={480}>
    <table className="shortcuts-table">
      <caption className="visually-hidden">Keyboard shortcuts</caption>
      <thead>
        <tr>
          <th scope="col">Keys</th>
          <th scope="col">Action</th>
        </tr>
      </thead>
      <tbody>
        {SHORTCUTS.map((shortcut) => {
          const keys = isMac && 'mac' in shortcut ? shortcut.mac : shortcut.keys;
          return (
            <tr key={shortcut.label}>
              <td>
                {keys.map((key, i) => (
                  <span key={key}>
                    {i > 0 ? (shortcut.keys[0] === 'g' ? ' then ' : ' + ') : null}
                    <kbd>{key}</kbd>
                  </span>
                ))}
              </td>
              <td>{shortcut.label}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
    <p className="shortcuts-note">Shortcuts do nothing while you type in a field.</p>
  </Modal>
);
