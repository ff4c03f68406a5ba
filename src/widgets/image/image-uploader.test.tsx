// @vitest-environment jsdom
import '../feedback/dom-test-setup';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImageUploader, type ImageUpload } from './image-uploader';

function imageFile(name: string, size: number): File {
  const file = new File(['x'], name, { type: 'image/png' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** An upload the test settles by hand. */
function manualUpload() {
  let report: (percent: number) => void = () => {};
  let settle: { resolve: (url: string) => void; reject: (error: Error) => void } | undefined;
  const upload = vi.fn<ImageUpload>(
    (_file, onProgress) =>
      new Promise<string>((resolve, reject) => {
        report = onProgress;
        settle = { resolve, reject };
      }),
  );
  return { upload, progress: (percent: number) => act(() => report(percent)), resolve: (url: string) => act(async () => settle?.resolve(url)), reject: () => act(async () => settle?.reject(new Error('500'))) };
}

const input = () => screen.getByLabelText('Choose image');
// Plain events: Testing Library's user-event waits on a real timer, which fake timers freeze.
const choose = (file: File) => fireEvent.change(input(), { target: { files: [file] } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('ImageUploader', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('rejects a file over 5,242,880 bytes with a message that stays 4 seconds', () => {
    const { upload } = manualUpload();
    render(<ImageUploader label="Logo" onChange={() => {}} upload={upload} />);
    choose(imageFile('big.png', 6_200_000));
    const message = 'Image file size is too large (6.2 MB), please select an image smaller than 5.24 MB';
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
    advance(3999);
    expect(screen.getByText(message)).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it('uses a custom maximum', () => {
    render(<ImageUploader label="Logo" onChange={() => {}} upload={manualUpload().upload} maxBytes={1000} />);
    choose(imageFile('a.png', 2000));
    expect(screen.getByRole('alert')).toHaveTextContent('please select an image smaller than 1 KB');
  });

  it('uploads with progress, hands back the address, and resets progress 2 s later', async () => {
    const onChange = vi.fn();
    const transfer = manualUpload();
    render(<ImageUploader label="Logo" onChange={onChange} upload={transfer.upload} />);
    choose(imageFile('logo.png', 2000));
    expect(screen.getByText('logo.png (2 KB)')).toBeInTheDocument();
    click('Upload');
    expect(transfer.upload).toHaveBeenCalledWith(expect.objectContaining({ name: 'logo.png' }), expect.any(Function));
    transfer.progress(40);
    expect(screen.getByRole('progressbar', { name: 'Uploading logo.png' })).toHaveAttribute('aria-valuenow', '40');
    await transfer.resolve('https://files/x/logo');
    expect(onChange).toHaveBeenCalledWith('https://files/x/logo');
    expect(screen.getByRole('status')).toHaveTextContent('Image uploaded');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    advance(1999);
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows "Image could not be uploaded" and clears the selection on failure', async () => {
    const onChange = vi.fn();
    const transfer = manualUpload();
    render(<ImageUploader label="Logo" onChange={onChange} upload={transfer.upload} />);
    choose(imageFile('logo.png', 2000));
    click('Upload');
    await transfer.reject();
    expect(screen.getByRole('alert')).toHaveTextContent('Image could not be uploaded');
    expect(screen.queryByText(/logo\.png/)).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses other file types', () => {
    render(<ImageUploader label="Logo" onChange={() => {}} upload={manualUpload().upload} />);
    choose(imageFile('a.bmp', 10));
    expect(screen.getByRole('alert')).toHaveTextContent('Image type is not supported (bmp)');
  });

  it('shows the current image and removes it', () => {
    const onRemove = vi.fn();
    render(<ImageUploader label="Logo" value="https://files/logo.png" onChange={() => {}} onRemove={onRemove} upload={manualUpload().upload} />);
    expect(screen.getByRole('img', { name: 'Current logo' })).toHaveAttribute('src', 'https://files/logo.png');
    click('Remove');
    expect(onRemove).toHaveBeenCalledOnce();
  });
});
