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
    expect(document.querySelector('a[download]')).toBeNull();
    click.mockRestore();
  });

  it('ends quietly when saving fails', async () => {
    const env = { ...baseEnv(), showSaveFilePicker: (async () => Promise.reject(new Error('disk full'))) as SaveFilePicker };
    await expect(saveTextFile('x.txt', '', env)).resolves.toBe('failed');
  });
});
