// One person, several powers (issue 15): a button per power the seat's link opens, marked
// when that power must decide; the table shows the chosen one's hand and prompt.
import { powerName } from '../../games/his/i18n/render.ts';
import type { Translate } from '../../games/his/i18n/render.ts';
import { PowerBadge } from './Panel.tsx';
import './table-extras.css';

export function PowerSwitcher({ held, current, waiting, onSwitch, t }: { held: readonly string[]; current: string | null; waiting: readonly string[]; onSwitch(power: string): void; t: Translate }) {
  if (held.length < 2) return null;
  return (
    <nav className="power-switcher" data-testid="power-switcher" aria-label={t('web.switchPower')}>
      {held.map((p) => {
        const toMove = waiting.includes(p);
        return (
          <button
            key={p}
            type="button"
            className={`secondary${toMove ? ' to-move' : ''}`}
            aria-pressed={p === current}
            data-power={p}
            data-to-move={toMove ? 'yes' : 'no'}
            onClick={() => onSwitch(p)}
          >
            <PowerBadge power={p} name={powerName(p, t)} />
            {toMove ? ` ● ${t('web.toMove')}` : ''}
          </button>
        );
      })}
    </nav>
  );
}
