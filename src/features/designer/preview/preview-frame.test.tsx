// @vitest-environment jsdom
import '../../../widgets/feedback/dom-test-setup';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PreviewFrame } from './preview-frame';
import { DEFAULT_PREVIEW_SIZE } from './preview-size';

function Live() {
  const [size, setSize] = useState(DEFAULT_PREVIEW_SIZE);
  return (
    <PreviewFrame size={size} onSizeChange={setSize}>
      <p>Survey body</p>
    </PreviewFrame>
  );
}

const frame = () => screen.getByRole('region', { name: 'Survey preview' });

describe('PreviewFrame', () => {
  it('starts responsive at 420 × 600 with the content inside', () => {
    render(<Live />);
    expect(screen.getByRole('radio', { name: 'Responsive' })).toBeChecked();
    expect(frame()).toHaveStyle({ width: '420px', height: '600px' });
    expect(frame()).toHaveTextContent('Survey body');
  });

  it('changes the frame size with the device', async () => {
    const user = userEvent.setup();
    render(<Live />);
    await user.click(screen.getByRole('radio', { name: 'Desktop' }));
    expect(frame()).toHaveStyle({ width: '1280px', height: '800px' });
    await user.click(screen.getByRole('radio', { name: 'Tablet' }));
    expect(frame()).toHaveStyle({ width: '768px', height: '1024px' });
    await user.click(screen.getByRole('radio', { name: 'Mobile' }));
    expect(frame()).toHaveStyle({ width: '375px', height: '667px' });
    expect(screen.queryByLabelText('Width')).not.toBeInTheDocument();
  });

  it('takes the responsive size from the width and height boxes and keeps it', async () => {
    const user = userEvent.setup();
    render(<Live />);
    await user.clear(screen.getByLabelText('Width'));
    await user.type(screen.getByLabelText('Width'), '640');
    await user.clear(screen.getByLabelText('Height'));
    await user.type(screen.getByLabelText('Height'), '480');
    expect(frame()).toHaveStyle({ width: '640px', height: '480px' });
    await user.click(screen.getByRole('radio', { name: 'Desktop' }));
    await user.click(screen.getByRole('radio', { name: 'Responsive' }));
    expect(frame()).toHaveStyle({ width: '640px', height: '480px' });
  });
});
