import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DebounceButton } from '../../components/debounce-button';
import { api } from '../../lib/api';
import { errorMessage } from '../../lib/api-error';
import { toast } from '../../lib/toast';
import { checkFile, UPLOAD_ACCEPT, uploadForm } from '../../lib/upload';
import { WithListing } from './coach-only';
import { useListing } from './edit-page';
import { useT } from './messages';
import { SetupSteps } from './setup-steps';
import styles from './styles';
import { type Listing, trainKeys } from './train-api';

/** The contract's limit. */
const MAX_PHOTOS = 6;

/**
 * '/train/edit2': the listing's photos (the car, the coach at work; the first is the cover), at most six:
 * each added one is sent at once (sniffed and re-encoded by the API), each can be taken off.
 */
export default function PhotosPage() {
  const t = useT();
  const query = useListing();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('photos.title')}</h1>
      <SetupSteps current="photos" />
      <WithListing query={query}>{(listing) => <Photos listing={listing} />}</WithListing>
    </div>
  );
}

function Photos({ listing }: { listing: Listing }) {
  const t = useT();
  const client = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const settle = (next: Listing) => {
    client.setQueryData(trainKeys.listing, next);
    void client.invalidateQueries({ queryKey: ['train', 'coach'] });
  };
  const add = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return uploadForm('POST /v1/train/photos', form, {
        onProgress: (loaded, total) => setProgress(total > 0 ? loaded / total : 0),
        failText: t('photos.failed'),
      });
    },
    onSuccess: (next) => {
      settle(next);
      toast(t('photos.added'), 'success');
    },
    onError: (e) => setError(errorMessage(e, t('photos.failed'))),
    onSettled: () => setProgress(null),
  });
  const remove = useMutation({
    mutationFn: (index: number) => api('POST /v1/train/photos/remove', { body: { index } }),
    onSuccess: settle,
    onError: (e) => setError(errorMessage(e, t('photos.removeFailed'))),
  });

  const pick = (file: File | undefined) => {
    setError(null);
    if (!file) return;
    const problem = checkFile(file);
    if (problem) {
      setError(t(`photo.${problem}`, { label: t('photos.one') }));
      return;
    }
    add.mutate(file);
  };

  const full = listing.photos.length >= MAX_PHOTOS;
  return (
    <section className={styles.card}>
      <p className={styles.note}>{t('photos.intro', { n: MAX_PHOTOS })}</p>
      <ul className={styles.photoGrid} data-testid="listing-photos">
        {listing.photos.map((src, i) => (
          <li key={src} data-testid="listing-photo">
            <img src={src} alt={t('detail.photo', { n: i + 1 })} />
            {i === 0 && <span className={styles.cover}>{t('photos.cover')}</span>}
            <DebounceButton
              size="small"
              variant="ghost"
              className={styles.photoRemove}
              disabled={remove.isPending}
              aria-label={t('photos.remove', { n: i + 1 })}
              data-testid="photo-remove"
              onClick={() => remove.mutate(i)}
            >
              ×
            </DebounceButton>
          </li>
        ))}
        {!full && (
          <li>
            <label className={styles.photoAdd} aria-busy={add.isPending}>
              <span aria-hidden="true">{add.isPending ? `${Math.round((progress ?? 0) * 100)}%` : '＋'}</span>
              <small>{add.isPending ? t('photos.sending') : t('photos.add')}</small>
              <input
                type="file"
                accept={UPLOAD_ACCEPT}
                className={styles.srOnly}
                aria-label={t('photos.add')}
                disabled={add.isPending}
                data-testid="photo-add"
                onChange={(event) => {
                  pick(event.target.files?.[0]);
                  event.target.value = '';
                }}
              />
            </label>
          </li>
        )}
      </ul>
      {full && <p className={styles.hint}>{t('photos.full', { n: MAX_PHOTOS })}</p>}
      {error && (
        <p className={styles.alert} role="alert" data-testid="photos-error">
          {error}
        </p>
      )}
    </section>
  );
}
