// The few SDK functions error-reporting.ts uses, named, so the lazily loaded chunk carries only
// them (a namespace import of the package would keep session replay, tracing and the rest).
export { captureException, init, setTag, setUser } from '@sentry/react';
