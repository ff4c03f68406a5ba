// The e-mail and password pair of the login screen, as one labelled group. The password can be
// shown while typing (a button, so it is reachable by keyboard).
import { useState } from 'react';
import { emailError } from './email';
import { Field } from './field';
import type { FieldBaseProps } from './field';
import { TextField } from './text-field';
import { useControllable } from './use-controllable';
import './login-fields.css';

export interface Credentials {
  readonly email: string;
  readonly password: string;
}

export interface LoginFieldsProps extends Omit<FieldBaseProps, 'label'> {
  readonly label?: FieldBaseProps['label'];
  readonly value?: Credentials | undefined;
  readonly defaultValue?: Credentials | undefined;
  readonly onChange?: ((value: Credentials) => void) | undefined;
  readonly emailLabel?: string | undefined;
  readonly passwordLabel?: string | undefined;
}

const EMPTY: Credentials = { email: '', password: '' };

export function LoginFields(props: LoginFieldsProps) {
  const [value, setValue] = useControllable(props.value, props.defaultValue ?? EMPTY, props.onChange);
  const [revealed, setRevealed] = useState(false);
  // The group shows only an outside error (e.g. "Wrong e-mail or password"); each box has its own.
  const message = props.error ? props.error : null;
  const shared = {
    required: props.required,
    requiredMessage: props.requiredMessage,
    disabled: props.disabled,
    showErrors: props.showErrors,
  };
  return (
    <Field {...props} label={props.label ?? 'Log in'} kind="group" message={message}>
      {(control) => (
        <div className="login">
          <TextField
            {...shared}
            id={`${control.id}-email`}
            label={props.emailLabel ?? 'E-mail'}
            type="email"
            autoComplete="username"
            value={value.email}
            validate={emailError}
            onChange={(email) => setValue({ ...value, email })}
          />
          <div className="login__password">
            <TextField
              {...shared}
              id={`${control.id}-password`}
              label={props.passwordLabel ?? 'Password'}
              type={revealed ? 'text' : 'password'}
              autoComplete="current-password"
              value={value.password}
              onChange={(password) => setValue({ ...value, password })}
            />
            <button
              type="button"
              className="login__reveal"
              aria-pressed={revealed}
              aria-controls={`${control.id}-password`}
              disabled={props.disabled}
              onClick={() => setRevealed((shown) => !shown)}
            >
              Show password
            </button>
          </div>
        </div>
      )}
    </Field>
  );
}
