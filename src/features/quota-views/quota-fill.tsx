// A fill as every quotas view draws it: the numbers, and a progress bar that turns to warning
// above 75 % and danger above 95 % (spec §4, §9) so a quota about to close stands out.
import { ProgressBar } from '../../widgets/feedback';
import type { Fill } from './quota-model';

export function QuotaFill({ fill, name }: { fill: Fill; name: string }) {
  return (
    <div className="quota-fill">
      <span className="quota-fill__numbers">
        <span className="quota-fill__count">{fill.count}</span> / {fill.target}
      </span>
      <ProgressBar value={Math.min(100, fill.percent)} label={`Fill of ${name}`} warnings showValue className="quota-fill__bar" />
    </div>
  );
}
