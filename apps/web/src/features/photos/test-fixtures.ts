import { vi } from 'vitest';
import type { Photo } from '@marshlog/domain';

/** Test-only helpers of the photo feature: photos as the API answers them, files, a driven XHR. */

export function makePhoto(id: number, overrides: Partial<Photo> = {}): Photo {
  return {
    id,
    filename: `marsh-${id}.jpg`,
    caption: `Caption ${id}`,
    is_primary: false,
    download_url: `/api/storage/files/photos/${id}.jpg?expires=1&signature=a`,
    display_url: `/api/storage/files/photos/${id}-display.jpg?expires=1&signature=b`,
    thumbnail_url: `/api/storage/files/photos/${id}-thumb.jpg?expires=1&signature=c`,
    uploaded_at: '2025-11-02T14:00:00.000Z',
    file_size: 120_000,
    mime_type: 'image/jpeg',
    width: 800,
    height: 600,
    s3_key: `photos/${id}.jpg`,
    content_type: 'hunt',
    object_id: 12,
    user: { id: 7, username: 'ada', name: 'Ada Teal' },
    ...overrides,
  };
}

export function page(results: Photo[], count = results.length) {
  return { count, next: null, previous: null, results };
}

/** A picked file of the given type whose size is claimed, without allocating it. */
export function pickedFile(name: string, type: string, size = 50_000): File {
  const file = new File(['pixels'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** jsdom has no object URLs; previews get a fake one each. */
export function stubObjectUrls() {
  let next = 0;
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: vi.fn(() => {
      next += 1;
      return `blob:preview-${next}`;
    }),
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn() });
}

type Listener = (event: ProgressEvent) => void;

/** One direct upload the code under test started; the test decides how it goes. */
export interface DrivenUpload {
  method: string;
  url: string;
  body: FormData | null;
  progress: (loaded: number, total: number) => void;
  respond: (status: number) => void;
  failNetwork: () => void;
}

/** Replaces XMLHttpRequest with one the test drives; returns every upload started, in order. */
export function installFakeXhr(): DrivenUpload[] {
  const uploads: DrivenUpload[] = [];

  class FakeXhr {
    status = 0;
    private readonly listeners = new Map<string, Listener[]>();
    private readonly uploadListeners = new Map<string, Listener[]>();
    readonly upload = {
      addEventListener: (type: string, listener: Listener) =>
        add(this.uploadListeners, type, listener),
    };
    private method = '';
    private url = '';

    addEventListener(type: string, listener: Listener) {
      add(this.listeners, type, listener);
    }

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    send(body: FormData | null) {
      const emit = (
        listeners: Map<string, Listener[]>,
        type: string,
        init: ProgressEventInit = {},
      ) => {
        for (const listener of listeners.get(type) ?? []) listener(new ProgressEvent(type, init));
      };
      uploads.push({
        method: this.method,
        url: this.url,
        body,
        progress: (loaded, total) =>
          emit(this.uploadListeners, 'progress', { lengthComputable: true, loaded, total }),
        respond: (status) => {
          this.status = status;
          emit(this.listeners, 'load');
        },
        failNetwork: () => emit(this.listeners, 'error'),
      });
    }
  }

  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return uploads;
}

function add(map: Map<string, Listener[]>, type: string, listener: Listener) {
  map.set(type, [...(map.get(type) ?? []), listener]);
}
