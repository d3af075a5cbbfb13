// On the map (issue 12): the alliances of this turn (9.2) and the squadrons loaned between
// allies, as the view gives them; shown over the map's corner while any stands.
import type { Translate } from '../../../games/his/i18n/render.ts';
import { powerName } from '../../../games/his/i18n/render.ts';
import type { HisView } from '../../../games/his/view.ts';
import { PowerBadge } from '../../panels/Panel.tsx';

export function MapDiplomacy({ view, t }: { view: HisView; t: Translate }) {
  const { alliances, loans } = view.diplomacy;
  if (alliances.length === 0 && loans.length === 0) return null;
  return (
    <div className="map-diplomacy" data-testid="map-diplomacy">
      {alliances.map((pair) => {
        const [a, b] = pair.split('|') as [string, string];
        return (
          <div key={pair} className="map-alliance" data-alliance={pair}>
            <PowerBadge power={a} name={powerName(a, t)} /> ⚭ <PowerBadge power={b} name={powerName(b, t)} />
          </div>
        );
      })}
      {loans.map((l) => (
        <div key={`${l.owner}>${l.holder}`} className="map-loan" data-loan={`${l.owner}>${l.holder}`}>
          ⛵ {t('web.loans')}: {powerName(l.owner, t)} → {powerName(l.holder, t)} ({l.squadrons})
        </div>
      ))}
    </div>
  );
}
