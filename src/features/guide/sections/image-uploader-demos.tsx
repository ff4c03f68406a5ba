// Style guide: the image uploader against the real blob storage (spec §7), so an admin can upload
// a picture on /guide and see it served back, plus a failing transfer and a small maximum.
import { useMemo, useState, type CSSProperties } from 'react';
import { useLogin, useSession } from '../../../app/session-context';
import { ImageUploader, blobUpload, type ImageUpload } from '../../../widgets/image';
import { sessionToken } from '../../auth/session-token';

const grid: CSSProperties = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(320px, 100%), 1fr))', gap: 'var(--space-5)', alignItems: 'start' };
const caption: CSSProperties = { margin: '0 0 var(--space-2)', color: 'var(--color-text-muted)', fontSize: '0.8125rem' };

/** Guide uploads live in their own container, so they never mix with survey images. */
const GUIDE_CONTAINER = 'style-guide';

/** Fails after a moment, to show "Image could not be uploaded" without breaking the server. */
const failingUpload: ImageUpload = (_file, onProgress) =>
  new Promise((_resolve, reject) => {
    onProgress(30);
    setTimeout(() => reject(new Error('blob storage unavailable')), 600);
  });

function useGuideUpload(imageName: string): ImageUpload {
  const session = useSession();
  // Each admin's demo image has its own name, so two admins do not overwrite each other.
  const userId = useLogin()?.user.id ?? 'anonymous';
  return useMemo(
    () =>
      blobUpload({
        container: GUIDE_CONTAINER,
        folder: 'guide',
        prefix: userId,
        imageName,
        token: () => sessionToken(session.auth),
        onUnauthorized: () => session.auth.send({ type: 'auth.unauthorized' }),
        onUnavailable: () => session.maintenance.send({ type: 'maintenance.serverUnavailable' }),
      }),
    [session, userId, imageName],
  );
}

function Uploader({ label, upload, maxBytes }: { readonly label: string; readonly upload: ImageUpload; readonly maxBytes?: number }) {
  const [url, setUrl] = useState<string | undefined>();
  return <ImageUploader label={label} value={url} onChange={setUrl} onRemove={() => setUrl(undefined)} upload={upload} maxBytes={maxBytes} />;
}

export function ImageUploaderDemos() {
  const logoUpload = useGuideUpload('logo');
  const smallUpload = useGuideUpload('small');
  return (
    <div style={grid}>
      <div>
        <h4 style={caption}>Uploads to blob storage, max 5,242,880 bytes</h4>
        <Uploader label="Logo" upload={logoUpload} />
      </div>
      <div>
        <h4 style={caption}>Upload always fails</h4>
        <Uploader label="Banner" upload={failingUpload} />
      </div>
      <div>
        <h4 style={caption}>Small maximum (10 KB): try any photo</h4>
        <Uploader label="Icon" upload={smallUpload} maxBytes={10_000} />
      </div>
    </div>
  );
}
