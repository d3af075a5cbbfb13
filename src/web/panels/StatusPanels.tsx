// The table's status panels: power cards, VP track, diplomatic status, religious
// struggle, New World, the log, and the map legend.
import { useEffect, useRef } from 'react';
import { controllerLabel } from '../BotLevelSelect.tsx';
import type { LogEntry } from '../../engine/types.ts';
import { ELECTORATES } from '../../games/his/data/map.ts';
import type { MajorPower } from '../../games/his/data/powers.ts';
import { MAJOR_POWERS, MINOR_POWERS } from '../../games/his/data/powers.ts';
import { RULERS } from '../../games/his/data/pieces.ts';
import { CONQUESTS, DISCOVERIES, MARITAL_STATUS_NAMES, RELIGIOUS_VICTORY_SPACES, TRANSLATIONS, TRANSLATION_ZONES } from '../../games/his/data/tables.ts';
import type { ConquestId, DiscoveryId } from '../../games/his/data/tables.ts';
import { diceOf, leaderName, powerName, renderLog, spaceName, translatedName } from '../../games/his/i18n/render.ts';
import type { Translate } from '../../games/his/i18n/render.ts';
import { entryPower } from '../../games/his/resolutions.ts';
import type { HisView } from '../../games/his/view.ts';
import type { SeatInfo } from '../../server/payloads.ts';
import { powerInk } from '../his/colors.ts';
import type { PowerSummary } from '../his/summary.ts';
import { Panel, PowerBadge } from './Panel.tsx';

export function PowersPanel({ view, seats, summaries, me, t }: { view: HisView; seats: SeatInfo[]; summaries: Record<MajorPower, PowerSummary>; me: string | null; t: Translate }) {
  return (
    <Panel id="powers" title={t('web.panel.powers')}>
      <div className="power-cards">
        {MAJOR_POWERS.map((p) => {
          const pv = view.powers[p];
          const ruler = RULERS[pv.ruler];
          const seat = seats.find((s) => s.player === p);
          return (
            <div key={p} className={`power-card${p === me ? ' mine' : ''}`} data-power-card={p} style={{ borderColor: `var(--power-${p})` }}>
              <div className="power-card-head" style={{ background: `var(--power-${p})`, color: powerInk(p) }}>
                <span>{powerName(p, t)}</span>
                <span className="controller">{controllerLabel(seat, t)}</span>
              </div>
              <dl>
                <dt>{t('web.ruler')}</dt>
                <dd title={t('web.admin', { admin: String(ruler.adminRating), bonus: String(ruler.cardBonus) })}>{leaderName(ruler.id, t)}</dd>
                <dt>{t('web.keys')}</dt>
                <dd>{summaries[p].keys}</dd>
                <dt>{t('web.cards')}</dt>
                <dd data-hand-size={pv.handSize}>{pv.handSize}</dd>
                <dt>{t('web.vp')}</dt>
                <dd>
                  <b>{summaries[p].vp}</b>
                </dd>
                {pv.bonusVp !== 0 && (
                  <>
                    <dt>{t('web.bonusVp')}</dt>
                    <dd>{pv.bonusVp}</dd>
                  </>
                )}
                {pv.captives.length > 0 && (
                  <>
                    <dt>{t('web.captives')}</dt>
                    <dd>{pv.captives.map((id) => leaderName(id, t)).join(', ')}</dd>
                  </>
                )}
              </dl>
              {pv.passed && <span className="passed">{t('web.passed')}</span>}
            </div>
          );
        })}
      </div>
      <p className="muted small">{t('web.deck', { deck: String(view.deckSize), discard: String(view.discard.length) })}</p>
    </Panel>
  );
}

const VP_MAX = 25;

export function VpTrack({ summaries, t }: { summaries: Record<MajorPower, PowerSummary>; t: Translate }) {
  return (
    <Panel id="vp" title={t('web.panel.vp')}>
      <div className="vp-track">
        {MAJOR_POWERS.map((p) => {
          const vp = summaries[p].vp;
          return (
            <div key={p} className="vp-row" data-vp={p}>
              <span className="vp-name">{powerName(p, t)}</span>
              <span className="vp-bar">
                <i style={{ width: `${(Math.min(vp, VP_MAX) / VP_MAX) * 100}%`, background: `var(--power-${p})` }} />
              </span>
              <b className="vp-value">{vp}</b>
            </div>
          );
        })}
        <div className="vp-scale">
          {[0, 5, 10, 15, 20, 25].map((n) => (
            <span key={n} style={{ left: `${(n / VP_MAX) * 100}%` }}>
              {n}
            </span>
          ))}
        </div>
      </div>
    </Panel>
  );
}

function pairs(keys: string[], t: Translate): string[] {
  return keys.map((k) =>
    k
      .split('|')
      .map((p) => powerName(p, t))
      .join(' – '),
  );
}

export function DiplomacyPanel({ view, t }: { view: HisView; t: Translate }) {
  const d = view.diplomacy;
  const list = (items: string[]) =>
    items.length === 0 ? (
      <span className="muted">{t('web.none')}</span>
    ) : (
      <ul className="plain">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  return (
    <Panel id="diplomacy" title={t('web.panel.diplomacy')}>
      <dl className="facts">
        <dt>{t('web.wars')}</dt>
        <dd data-testid="wars">{list(pairs(d.wars, t))}</dd>
        <dt>{t('web.alliances')}</dt>
        <dd>{list(pairs(d.alliances, t))}</dd>
        <dt>{t('web.minorAllies')}</dt>
        <dd>
          <ul className="plain">
            {MINOR_POWERS.map((m) => {
              const ally = d.minorAllies[m];
              return (
                <li key={m}>
                  <PowerBadge power={m} name={powerName(m, t)} /> → {ally ? powerName(ally, t) : <span className="muted">{t('web.inactive')}</span>}
                </li>
              );
            })}
          </ul>
        </dd>
        {d.phonyWars.length > 0 && (
          <>
            <dt>{t('web.phonyWars')}</dt>
            <dd>{d.phonyWars.map((w) => `${powerName(w.declarer, t)} → ${powerName(w.minor, t)} (${powerName(w.intervener, t)})`).join(' · ')}</dd>
          </>
        )}
        {d.loans.length > 0 && (
          <>
            <dt>{t('web.loans')}</dt>
            <dd>{d.loans.map((l) => `${powerName(l.owner, t)} → ${powerName(l.holder, t)}: ${l.squadrons}`).join(' · ')}</dd>
          </>
        )}
      </dl>
    </Panel>
  );
}

export function ReligionPanel({ view, protestantSpaces, t }: { view: HisView; protestantSpaces: number; t: Translate }) {
  const tr = view.tracks;
  return (
    <Panel id="religion" title={t('web.panel.religion')}>
      <div className="religion-count" title={t('web.protestantSpacesHelp')}>
        <span>{t('web.protestantSpaces')}</span>
        <b data-testid="protestant-spaces">{protestantSpaces}</b>
        <span className="muted">/ {RELIGIOUS_VICTORY_SPACES}</span>
      </div>
      <div className="track">
        <i style={{ width: `${Math.min(100, (protestantSpaces / RELIGIOUS_VICTORY_SPACES) * 100)}%` }} />
      </div>
      <dl className="facts stacked">
        <dt>{t('web.electorates')}</dt>
        <dd>
          {ELECTORATES.map((id) => {
            const sp = view.spaces[id];
            return (
              <span key={id} className={`electorate ${sp.religion}`}>
                {spaceName(id, t)} ({powerName(sp.control, t)}, {t(`his.religion.${sp.religion}`)})
              </span>
            );
          })}
        </dd>
        <dt>{t('web.translations')}</dt>
        <dd>
          {TRANSLATION_ZONES.map((z) => (
            <span key={z} className="translation">
              {t(`web.zone.${z}`)}: {tr.translations.newTestament[z]}/{TRANSLATIONS.newTestament.length} · {tr.translations.fullBible[z]}/{TRANSLATIONS.fullBible.length}
            </span>
          ))}
        </dd>
        <dt>{t('web.stPetersTitle')}</dt>
        <dd>{t('web.stPeters', { cp: String(tr.stPeters.cp), vp: String(tr.stPeters.vp) })}</dd>
        <dt>{t('web.maritalTitle')}</dt>
        <dd>{MARITAL_STATUS_NAMES[tr.maritalStatus]}</dd>
      </dl>
    </Panel>
  );
}

export function NewWorldPanel({ view, t }: { view: HisView; t: Translate }) {
  const nw = view.newWorld;
  const crossing = [
    ...nw.crossingAtlantic.explorations.map((p) => `${powerName(p, t)} (${t('web.voyage.exploration')})`),
    ...nw.crossingAtlantic.conquests.map((p) => `${powerName(p, t)} (${t('web.voyage.conquest')})`),
    ...nw.crossingAtlantic.colonies.map((p) => `${powerName(p, t)} (${t('web.voyage.colony')})`),
  ];
  const discoveries = (Object.entries(nw.discoveries) as [DiscoveryId, string][]).map(([d, p]) => `${translatedName(`his.discovery.${d}`, DISCOVERIES[d].name, t)}: ${powerName(p, t)}`);
  const conquests = (Object.entries(nw.conquests) as [ConquestId, string][]).map(([c, p]) => `${translatedName(`his.conquest.${c}`, CONQUESTS[c].name, t)}: ${powerName(p, t)}`);
  const uncharted = Object.entries(nw.uncharted)
    .filter(([, u]) => u)
    .map(([p]) => powerName(p, t));
  const list = (items: string[]) => (items.length === 0 ? <span className="muted">{t('web.none')}</span> : items.join(' · '));
  return (
    <Panel id="newWorld" title={t('web.panel.newWorld')} open={false}>
      <dl className="facts">
        <dt>{t('web.uncharted')}</dt>
        <dd>{list(uncharted)}</dd>
        <dt>{t('web.crossing')}</dt>
        <dd>{list(crossing)}</dd>
        <dt>{t('web.discoveries')}</dt>
        <dd>{list(discoveries)}</dd>
        <dt>{t('web.conquests')}</dt>
        <dd>{list(conquests)}</dd>
        <dt>{t('web.colonies')}</dt>
        <dd>{list(nw.colonies.map((c) => `${translatedName(`his.colony.${c.name}`, c.name, t)} (${powerName(c.power, t)})`))}</dd>
      </dl>
    </Panel>
  );
}

const DIE_PIPS: Record<number, [number, number][]> = {
  1: [[5, 5]],
  2: [[2.5, 2.5], [7.5, 7.5]],
  3: [[2.5, 2.5], [5, 5], [7.5, 7.5]],
  4: [[2.5, 2.5], [7.5, 2.5], [2.5, 7.5], [7.5, 7.5]],
  5: [[2.5, 2.5], [7.5, 2.5], [5, 5], [2.5, 7.5], [7.5, 7.5]],
  6: [[2.5, 2.5], [7.5, 2.5], [2.5, 5], [7.5, 5], [2.5, 7.5], [7.5, 7.5]],
};

export function Die({ value }: { value: number }) {
  const pips = DIE_PIPS[value];
  return (
    <svg className={`die${value >= 5 ? ' hit' : ''}`} viewBox="0 0 10 10" width="16" height="16" role="img" aria-label={String(value)} data-die={value}>
      <rect x="0.5" y="0.5" width="9" height="9" rx="2" />
      {pips ? pips.map(([x, y], i) => <circle key={i} cx={x} cy={y} r="1" />) : <text x="5" y="7.5" fontSize="7" textAnchor="middle">{value}</text>}
    </svg>
  );
}

/**
 * One log line: its power's colour badge (and name, when the sentence does not say it), the
 * sentence, and its dice labelled by side. The long log, the recent log and the digest all use it.
 */
export function LogLine({ entry, t }: { entry: LogEntry; t: Translate }) {
  const power = entryPower(entry);
  const dice = diceOf(entry);
  const side = entry.params.side;
  const text = renderLog(entry, t);
  const name = power ? powerName(power, t) : '';
  return (
    <li className={`${entry.to ? 'private' : ''} ${entry.key.replaceAll('.', '-')}`} data-key={entry.key} data-power={power ?? ''}>
      {power ? <PowerBadge power={power} name={text.includes(name) ? '' : name} /> : null} {text}
      {dice && (
        <span className="dice" title={typeof side === 'string' ? t(`web.combat.${side}`) : undefined}>
          {dice.map((d, j) => (
            <Die key={j} value={d} />
          ))}
        </span>
      )}
    </li>
  );
}

export function LogPanel({ log, t }: { log: LogEntry[]; t: Translate }) {
  const end = useRef<HTMLOListElement>(null);
  const shown = log.slice(-400);
  const first = log.length - shown.length;
  useEffect(() => {
    const list = end.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [log.length]);
  return (
    <Panel id="log" title={`${t('web.panel.log')} (${log.length})`}>
      <ol className="log" ref={end} start={first + 1} data-testid="log">
        {shown.map((entry, i) => (
          <LogLine key={first + i} entry={entry} t={t} />
        ))}
      </ol>
    </Panel>
  );
}

export function Legend({ t }: { t: Translate }) {
  const powers = [...MAJOR_POWERS, ...MINOR_POWERS, 'independent' as const];
  return (
    <Panel id="legend" title={t('web.panel.legend')} open={false}>
      <ul className="legend">
        {powers.map((p) => (
          <li key={p}>
            <PowerBadge power={p} name={powerName(p, t)} />
          </li>
        ))}
      </ul>
      <svg className="legend-symbols" viewBox="0 0 300 92" width="100%">
        <g transform="translate(10 12)">
          <rect x={-5} y={-5} width={10} height={10} className="marker" fill="#ddd" />
          <text x={10} y={4}>{t('web.legend.key')}</text>
        </g>
        <g transform="translate(110 12)">
          <polygon points="5.8,0 2.9,5 -2.9,5 -5.8,0 -2.9,-5 2.9,-5" className="marker" fill="#ddd" />
          <text x={10} y={4}>{t('web.legend.electorate')}</text>
        </g>
        <g transform="translate(210 12)">
          <circle r={5} className="marker fortress" fill="#ddd" />
          <text x={10} y={4}>{t('web.legend.fortress')}</text>
        </g>
        <g transform="translate(10 36)">
          <circle r={3.8} className="marker" fill="#ddd" />
          <text x={10} y={4}>{t('web.legend.town')}</text>
        </g>
        <g transform="translate(110 36)">
          <circle r={2.2} className="protestant" />
          <text x={10} y={4}>{t('web.legend.protestant')}</text>
        </g>
        <g transform="translate(210 36)">
          <path className="unrest" d="M-3 2 l3 -5 l3 5z" />
          <text x={10} y={4}>{t('web.legend.unrest')}</text>
        </g>
        <g transform="translate(10 60)">
          <circle r={7} className="siege-ring" stroke="#c73a32" />
          <text x={10} y={4}>{t('web.legend.siege')}</text>
        </g>
        <g transform="translate(110 60)">
          <circle r={8} className="halo static" />
          <text x={10} y={4}>{t('web.legend.choice')}</text>
        </g>
        <g transform="translate(210 60)">
          <line x1={-6} y1={0} x2={6} y2={0} className="link pass" />
          <text x={10} y={4}>{t('web.legend.pass')}</text>
        </g>
      </svg>
    </Panel>
  );
}
