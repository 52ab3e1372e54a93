import { Fragment } from 'react';
import { shortcutHelpRows } from './shortcut-help';
import './shortcuts-table.css';

/** 'Ctrl + [  /  Ctrl + ]' → [['Ctrl', '['], ['Ctrl', ']']]: alternatives of key combinations. */
function splitKeys(keys: string): string[][] {
  return keys.split(/\s+\/\s+/).map((combo) => combo.split(/\s+\+\s+/));
}

/** The keyboard-shortcuts panel: each shortcut's keys as <kbd> beside what it does. */
export function ShortcutsTable() {
  return (
    <table className="shortcuts-table">
      <thead className="visually-hidden">
        <tr>
          <th scope="col">Keys</th>
          <th scope="col">Action</th>
        </tr>
      </thead>
      <tbody>
        {shortcutHelpRows().map((row) => (
          <tr key={row.keys}>
            <td className="shortcut-keys">
              {splitKeys(row.keys).map((combo, i) => (
                <Fragment key={combo.join('+')}>
                  {i > 0 && <span className="key-separator"> or </span>}
                  <span className="key-combo">
                    {combo.map((key, j) => (
                      <Fragment key={key}>
                        {j > 0 && <span className="key-separator">+</span>}
                        <kbd>{key}</kbd>
                      </Fragment>
                    ))}
                  </span>
                </Fragment>
              ))}
            </td>
            <td>{row.action}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
