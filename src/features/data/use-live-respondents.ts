// Live updates for the Data tab: follows the respondent event stream while the tab is open and
// calls `onChange` once per burst of events (debounced), so a hundred completions in a second
// cost one refetch.
import { useEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import { useSession } from '../../app/session-context';
import type { RespondentDataRegion } from '../../../schema/api/respondent-data';
import { followRespondentEvents, type RespondentEvent } from './respondent-events';
import { tokenOf } from '../auth/session-token';

export const LIVE_DEBOUNCE_MS = 400;

export function useLiveRespondents(surveyId: string, region: RespondentDataRegion, onChange: (events: readonly RespondentEvent[]) => void): void {
  const session = useSession();
  const token = useSelector(session.auth, tokenOf);
  // Read through refs so a token refresh or a new callback does not reopen the stream.
  const tokenRef = useRef(token);
  const changeRef = useRef(onChange);
  useEffect(() => {
    tokenRef.current = token;
    changeRef.current = onChange;
  });

  useEffect(() => {
    const controller = new AbortController();
    let pending: RespondentEvent[] = [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    void followRespondentEvents({
      region, surveyId, signal: controller.signal, token: () => tokenRef.current,
      onEvent: (event) => {
        pending.push(event);
        clearTimeout(timer);
        timer = setTimeout(() => {
          const burst = pending;
          pending = [];
          changeRef.current(burst);
        }, LIVE_DEBOUNCE_MS);
      },
    });
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [surveyId, region]);
}
