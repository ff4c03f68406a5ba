// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { saveTextFile, type SaveEnvironment, type SaveFilePicker } from './save-text-file';

const baseEnv = (): SaveEnvironment => ({ document, createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });

describe('saveTextFile', () => {
  it('uses the save-file picker when the browser has one', async () => {
    const write = vi.fn(async () => {});
    const close = vi.fn(async () => {});
    const picker = vi.fn<SaveFilePicker>(async () => ({ createWritable: async () => ({ write, close }) }));
    const env = { ...baseEnv(), showSaveFilePicker: picker };
    await expect(saveTextFile('canvas_export.txt', 'a|b', env)).resolves.toBe('saved');
    expect(picker.mock.calls[0]?.[0].suggestedName).toBe('canvas_export.txt');
    expect(write).toHaveBeenCalledOnce();
    expect(close).toHaveBeenCalledOnce();
    expect(env.createObjectURL).not.toHaveBeenCalled();
  });

  it('reports a cancelled picker without falling back', async () => {
    const picker: SaveFilePicker = async () => {
      throw new DOMException('user cancelled', 'AbortError');
    };
    const env = { ...baseEnv(), showSaveFilePicker: picker };
    await expect(saveTextFile('x.txt', '', env)).resolves.toBe('cancelled');
    expect(env.createObjectURL).not.toHaveBeenCalled();
  });

  it('downloads through a link without a picker', async () => {
    const env = baseEnv();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('data.txt');
      expect(this.href).toBe('blob:x');
    });
    await expect(saveTextFile('data.txt', 'x', env)).resolves.toBe('downloaded');
    expect(click).toHaveBeenCalledOnce();
    expect(vi.mocked(env.createObjectURL).mock.calls[0]?.[0].type).toBe('text/plain;charset=utf-8');
    expect(document.querySelector('a[download]')).toBeNull();
    click.mockRestore();
  });

  it('saves a Blob as it is, offering its type and extension to the picker', async () => {
    const written: (Blob | string)[] = [];
    const picker = vi.fn<SaveFilePicker>(async () => ({ createWritable: async () => ({ write: async (data) => void written.push(data), close: async () => {} }) }));
    const blob = new Blob(['a,b\r\n'], { type: 'text/csv' });
    await expect(saveTextFile('data.csv', blob, { ...baseEnv(), showSaveFilePicker: picker })).resolves.toBe('saved');
    expect(picker.mock.calls[0]?.[0].types).toEqual([{ description: 'CSV file', accept: { 'text/csv': ['.csv'] } }]);
    expect(written).toEqual([blob]);
  });

  it('downloads a Blob without re-encoding it', async () => {
    const bytes = new Uint8Array([0x24, 0x46, 0x4c, 0x32, 0xff, 0x00]);
    const blob = new Blob([bytes], { type: 'application/x-spss-sav' });
    const env = baseEnv();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('data.sav');
    });
    await expect(saveTextFile('data.sav', blob, env)).resolves.toBe('downloaded');
    expect(env.createObjectURL).toHaveBeenCalledWith(blob);
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);
    expect(click).toHaveBeenCalledOnce();
    click.mockRestore();
  });

  it('ends quietly when saving fails', async () => {
    const env = { ...baseEnv(), showSaveFilePicker: (async () => Promise.reject(new Error('disk full'))) as SaveFilePicker };
    await expect(saveTextFile('x.txt', '', env)).resolves.toBe('failed');
  });
});
