// Style guide: the feedback widgets (alerts, status beacons, progress bars, loading indicators,
// tags, buttons), live, in each of their states.
import { useState, type CSSProperties } from 'react';
import {
  ALERT_SEVERITIES,
  Alert,
  BEACON_STATUSES,
  BUTTON_SIZES,
  BUTTON_VARIANTS,
  Button,
  ExpandableAlert,
  LoadingIndicator,
  ProgressBar,
  StatusBeacon,
  TAG_TONES,
  Tag,
} from '../../../widgets/feedback';
import { Demo, Case } from './specimen';

const row: CSSProperties = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'var(--space-3)' };
const stack: CSSProperties = { display: 'grid', gap: 'var(--space-3)', maxWidth: 640 };

function DismissibleAlert() {
  const [shown, setShown] = useState(true);
  if (!shown) return <Button size="sm" onClick={() => setShown(true)}>Show the dismissible alert again</Button>;
  return (
    <Alert severity="info" title="Dismissible" onDismiss={() => setShown(false)}>
      Close me with the × button.
    </Alert>
  );
}

function LoadingButton() {
  const [loading, setLoading] = useState(false);
  const start = () => {
    setLoading(true);
    setTimeout(() => setLoading(false), 2000);
  };
  return (
    <Button variant="primary" loading={loading} onClick={start}>
      {loading ? 'Saving…' : 'Save (2 s)'}
    </Button>
  );
}

function RemovableTags() {
  const [tags, setTags] = useState(['Live', 'UK', 'Wave 2']);
  return (
    <div style={row}>
      {tags.map((tag) => (
        <Tag key={tag} tone="info" onRemove={() => setTags(tags.filter((t) => t !== tag))} removeLabel={`Remove filter ${tag}`}>
          {tag}
        </Tag>
      ))}
      {tags.length === 0 && <Button size="xs" onClick={() => setTags(['Live', 'UK', 'Wave 2'])}>Reset tags</Button>}
    </div>
  );
}

export function FeedbackSection() {
  return (
    <section className="guide-section" aria-labelledby="guide-feedback-title">
      <h2 id="guide-feedback-title">Feedback</h2>

      <Demo title="Alert">
        <div style={stack}>
          {ALERT_SEVERITIES.map((severity) => (
            <Alert key={severity} severity={severity} title={`${severity[0]?.toUpperCase()}${severity.slice(1)}`}>
              A {severity} message (role {severity === 'critical' || severity === 'error' ? 'alert' : 'status'}).
            </Alert>
          ))}
          <DismissibleAlert />
        </div>
      </Demo>

      <Demo title="Expandable alert">
        <div style={stack}>
          {ALERT_SEVERITIES.map((severity, index) => (
            <ExpandableAlert key={severity} severity={severity} title={`${index + 1} ${severity} issue${index === 0 ? '' : 's'}`} defaultExpanded={index === 1}>
              Details of the {severity} issues, shown when expanded.
            </ExpandableAlert>
          ))}
        </div>
      </Demo>

      <Demo title="Status beacon">
        <div style={row}>
          {BEACON_STATUSES.map((status) => (
            <StatusBeacon key={status} status={status} />
          ))}
        </div>
      </Demo>

      <Demo title="Progress bar">
        <div style={stack}>
          <Case label="40 %, warnings on: normal">
            <ProgressBar label="Quota A fill" value={40} warnings showValue />
          </Case>
          <Case label="80 %, warnings on: warning (above 75 %)">
            <ProgressBar label="Quota B fill" value={80} warnings showValue />
          </Case>
          <Case label="97 %, warnings on: danger (above 95 %)">
            <ProgressBar label="Quota C fill" value={97} warnings showValue />
          </Case>
          <Case label="97 %, warnings off: normal">
            <ProgressBar label="Upload progress" value={97} showValue />
          </Case>
        </div>
      </Demo>

      <Demo title="Loading indicator">
        <div style={row}>
          <Case label="Normal (3 cubes)">
            <LoadingIndicator />
          </Case>
          <Case label="Large (9 cubes)">
            <LoadingIndicator large label="Loading surveys" />
          </Case>
        </div>
      </Demo>

      <Demo title="Tag">
        <div style={stack}>
          <div style={row}>
            {TAG_TONES.map((tone) => (
              <Tag key={tone} tone={tone}>
                {tone}
              </Tag>
            ))}
          </div>
          <RemovableTags />
        </div>
      </Demo>

      <Demo title="Button">
        <div style={stack}>
          {BUTTON_VARIANTS.map((variant) => (
            <Case key={variant} label={variant}>
              <div style={row}>
                <Button variant={variant}>Normal</Button>
                <Button variant={variant} disabled>
                  Disabled
                </Button>
                <Button variant={variant} loading>
                  Loading
                </Button>
              </div>
            </Case>
          ))}
          <Case label="Sizes">
            <div style={row}>
              {BUTTON_SIZES.map((size) => (
                <Button key={size} size={size} variant="primary">
                  {size}
                </Button>
              ))}
            </div>
          </Case>
          <Case label="Loading on click">
            <LoadingButton />
          </Case>
        </div>
      </Demo>
    </section>
  );
}
