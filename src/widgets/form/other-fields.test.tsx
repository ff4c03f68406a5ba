// @vitest-environment jsdom
import './dom-test-setup';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FileField } from './file-field';
import { LoginFields } from './login-fields';
import { SearchField } from './search-field';

describe('LoginFields', () => {
  it('reports e-mail and password together', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<LoginFields onChange={onChange} />);
    await user.type(screen.getByLabelText('E-mail'), 'a@b.co');
    await user.type(screen.getByLabelText('Password'), 'pw');
    expect(onChange).toHaveBeenLastCalledWith({ email: 'a@b.co', password: 'pw' });
  });

  it('flags a malformed e-mail on blur', async () => {
    const user = userEvent.setup();
    render(<LoginFields />);
    await user.type(screen.getByLabelText('E-mail'), 'ana@');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid e-mail address');
  });

  it('shows the password on request', async () => {
    const user = userEvent.setup();
    render(<LoginFields />);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
  });
});

describe('SearchField', () => {
  it('searches on Enter and clears with the clear button', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<SearchField label="Search surveys" onSearch={onSearch} />);
    await user.type(screen.getByRole('searchbox', { name: 'Search surveys' }), 'brand{Enter}');
    expect(onSearch).toHaveBeenCalledWith('brand');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });
});

describe('FileField', () => {
  it('lists chosen files with their sizes', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<FileField label="Contacts" onChange={onChange} />);
    const file = new File(['x'.repeat(1500)], 'contacts.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('Contacts'), file);
    expect(onChange).toHaveBeenLastCalledWith([file]);
    expect(screen.getByRole('list', { name: 'Chosen files' })).toHaveTextContent('contacts.csv (1.5 KB)');
  });

  it('refuses a file outside the accept list', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<FileField label="Logo" accept="image/*" />);
    await user.upload(screen.getByLabelText('Logo'), new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Not an accepted file type: notes.txt');
  });
});
