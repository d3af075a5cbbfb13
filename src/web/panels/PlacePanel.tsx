// What is in one space or sea zone: control, religion, unrest, siege, and every power's
// units and leaders; and the prompt's choices there, if any.
import type { Action } from '../../engine/types.ts';
import type { SpaceId } from '../../games/his/data/map.ts';
import { SEA_ZONES, SPACES } from '../../games/his/data/map.ts';
import type { Power } from '../../games/his/data/powers.ts';
import { describeAction, leaderName, powerName, seaName, spaceName } from '../../games/his/i18n/render.ts';
import type { Translate } from '../../games/his/i18n/render.ts';
import type { Forces } from '../../games/his/state.ts';
import type { HisView } from '../../games/his/view.ts';
import type { Choices } from '../choices.ts';
import type { Place } from '../map/EuropeMap.tsx';
import { Panel, PowerBadge } from './Panel.tsx';

const KINDS = ['regular', 'mercenary', 'cavalry', 'squadron', 'corsair'] as const;

function ForcesTable({ units, t }: { units: Partial<Record<Power, Forces>>; t: Translate }) {
  const rows = (Object.entries(units) as [Power, Forces][]).filter(([, f]) => KINDS.some((k) => f[k] > 0) || f.leaders.length > 0);
  if (rows.length === 0) return <p className="muted">{t('web.noUnits')}</p>;
  return (
    <table className="forces">
      <tbody>
        {rows.map(([power, f]) => (
          <tr key={power} data-units={power}>
            <th>
              <PowerBadge power={power} name={powerName(power, t)} />
            </th>
            <td>
              {KINDS.filter((k) => f[k] > 0).map((k) => (
                <span key={k} className="unit-count" data-kind={k}>
                  {t(`his.units.${k}`)}: <b>{f[k]}</b>
                </span>
              ))}
              {f.leaders.length > 0 && (
                <span className="unit-count">
                  {t('his.units.leaders')}: <b>{f.leaders.map((id) => leaderName(id, t)).join(', ')}</b>
                </span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function names(ids: readonly SpaceId[], t: Translate): string {
  return ids.map((id) => spaceName(id, t)).join(', ');
}

interface Props {
  view: HisView;
  place: Place;
  choices: Choices;
  act(a: Action): void;
  busy: boolean;
  onClose(): void;
  t: Translate;
}

export function PlacePanel({ view, place, choices, act, busy, onClose, t }: Props) {
  const close = (
    <button type="button" className="close" onClick={onClose} aria-label={t('web.close')} title={t('web.close')}>
      ×
    </button>
  );
  const actions = (place.kind === 'space' ? choices.spaces.get(place.id) : choices.seas.get(place.id)) ?? [];
  const buttons = actions.length > 0 && (
    <div className="choices">
      {actions.map((a, i) => (
        <button key={i} type="button" className="choice" disabled={busy} onClick={() => act(a)} data-action={a.type}>
          {describeAction(a, t)}
        </button>
      ))}
    </div>
  );
  if (place.kind === 'sea') {
    const sea = SEA_ZONES[place.id];
    return (
      <Panel id="space" title={seaName(place.id, t)} extra={close}>
        <dl className="facts">
          <dt>{t('web.ports')}</dt>
          <dd>{names(sea.ports, t)}</dd>
        </dl>
        <ForcesTable units={view.seas[place.id]?.units ?? {}} t={t} />
        {buttons}
      </Panel>
    );
  }
  const data = SPACES[place.id];
  const sp = view.spaces[place.id];
  return (
    <Panel id="space" title={spaceName(place.id, t)} extra={close}>
      <dl className="facts" data-testid="space-facts">
        <dt>{t('web.type')}</dt>
        <dd>{t(`his.spaceType.${data.type}`)}</dd>
        <dt>{t('web.control')}</dt>
        <dd>
          <PowerBadge power={sp.control} name={powerName(sp.control, t)} />
        </dd>
        <dt>{t('web.home')}</dt>
        <dd>{powerName(data.home, t)}</dd>
        <dt>{t('web.religion')}</dt>
        <dd>{t(`his.religion.${sp.religion}`)}</dd>
        {sp.unrest && (
          <>
            <dt>{t('web.unrest')}</dt>
            <dd>{t('web.yes')}</dd>
          </>
        )}
        {sp.siege && (
          <>
            <dt>{t('web.legend.siege')}</dt>
            <dd>{t('web.siege', { power: powerName(sp.siege.besieger, t) })}</dd>
          </>
        )}
        {data.ports.length > 0 && (
          <>
            <dt>{t('web.ports')}</dt>
            <dd>{data.ports.map((s) => seaName(s, t)).join(', ')}</dd>
          </>
        )}
        <dt>{t('web.adjacent')}</dt>
        <dd>{names(data.connections, t) || '—'}</dd>
        {data.passes.length > 0 && (
          <>
            <dt>{t('web.passes')}</dt>
            <dd>{names(data.passes, t)}</dd>
          </>
        )}
      </dl>
      <ForcesTable units={sp.units} t={t} />
      {buttons}
    </Panel>
  );
}
