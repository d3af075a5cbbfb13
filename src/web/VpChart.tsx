// Victory points by turn for the six powers (issue 15, the end of a replay): one line per
// power through the VP standing at the end of each turn, from the server's replay scores.
import { MAJOR_POWERS } from '../games/his/data/powers.ts';
import { powerName } from '../games/his/i18n/render.ts';
import type { Translate } from '../games/his/i18n/render.ts';
import type { RoundScores } from '../server/replay.ts';
import { powerColor } from './his/colors.ts';

const W = 380;
const H = 250;
const PAD = { left: 28, right: 104, top: 10, bottom: 32 };

export function VpChart({ scores, current, t }: { scores: RoundScores[]; current: number | null; t: Translate }) {
  if (scores.length === 0) return null;
  const top = Math.max(5, ...scores.flatMap((s) => MAJOR_POWERS.map((p) => s.scores[p] ?? 0)));
  const yMax = Math.ceil(top / 5) * 5;
  const x = (i: number): number => PAD.left + (scores.length === 1 ? 0 : (i / (scores.length - 1)) * (W - PAD.left - PAD.right));
  const y = (vp: number): number => H - PAD.bottom - (vp / yMax) * (H - PAD.top - PAD.bottom);
  const last = scores.length - 1;
  // End labels, nudged apart so equal totals stay readable.
  const ends = MAJOR_POWERS.map((p) => ({ p, vp: scores[last]!.scores[p] ?? 0 })).sort((a, b) => b.vp - a.vp);
  let floor = -Infinity;
  const labelY = new Map<string, number>();
  for (const e of ends) {
    const at = Math.max(y(e.vp), floor + 15);
    labelY.set(e.p, at);
    floor = at;
  }
  return (
    <figure className="vp-chart" data-testid="vp-chart">
      <figcaption>{t('web.replay.chart')}</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={t('web.replay.chart')}>
        {Array.from({ length: yMax / 5 + 1 }, (_, i) => i * 5).map((v) => (
          <g key={v}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} className="grid" />
            <text x={PAD.left - 6} y={y(v) + 4} textAnchor="end" className="axis">
              {v}
            </text>
          </g>
        ))}
        {scores.map((s, i) => (
          <text key={i} x={x(i)} y={H - PAD.bottom + 16} textAnchor="middle" className={`axis${current === s.round ? ' current' : ''}`}>
            {s.step === 0 ? t('web.replay.setupShort') : s.round}
          </text>
        ))}
        <text x={(PAD.left + W - PAD.right) / 2} y={H - 2} textAnchor="middle" className="axis">
          {t('web.replay.turnAxis')}
        </text>
        {MAJOR_POWERS.map((p) => (
          <g key={p} data-line={p}>
            <polyline
              fill="none"
              stroke={powerColor(p)}
              strokeWidth={2.5}
              points={scores.map((s, i) => `${x(i).toFixed(1)},${y(s.scores[p] ?? 0).toFixed(1)}`).join(' ')}
            />
            {scores.map((s, i) => (
              <circle key={i} cx={x(i)} cy={y(s.scores[p] ?? 0)} r={2.6} fill={powerColor(p)} />
            ))}
            <text x={W - PAD.right + 8} y={(labelY.get(p) ?? 0) + 4} className="end-label" fill={powerColor(p)} data-vp-end={p}>
              {powerName(p, t)} {scores[last]!.scores[p] ?? 0}
            </text>
          </g>
        ))}
      </svg>
    </figure>
  );
}
