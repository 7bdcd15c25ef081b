import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { formatDateTime } from '@/lib/format';
import type { Photo, PhotoStage } from '@/types/api';

import './detail-card.css';
import './handover.css';

const STAGES: readonly PhotoStage[] = ['pickup', 'delivery'];

/** PhotoThumbs draws photos as thumbnails, each a link to the photo in full. */
export function PhotoThumbs({ photos }: { photos: readonly Photo[] }) {
  const { t } = useTranslation();
  if (photos.length === 0) return null;
  return (
    <ul className="photo-thumbs">
      {photos.map((photo) => {
        const date = formatDateTime(photo.takenAt);
        const alt =
          photo.stage === 'pickup'
            ? t('handover.photos.altPickup', { date })
            : t('handover.photos.altDelivery', { date });
        return (
          <li key={photo.photoId}>
            <a className="photo-thumbs__link" href={photo.url} target="_blank" rel="noreferrer">
              <img className="photo-thumbs__img" src={photo.url} alt={alt} width={96} height={96} loading="lazy" />
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/** ParcelPhotos shows the driver's photos of a parcel, at pickup and at delivery; nothing before there are any. */
export function ParcelPhotos({ photos }: { photos: readonly Photo[] }) {
  const { t } = useTranslation();
  const id = useId();
  if (photos.length === 0) return null;
  return (
    <section className="card detail-card" aria-labelledby={id}>
      <h2 id={id} className="detail-card__title">
        {t('handover.photos.title')}
      </h2>
      {STAGES.map((stage) => {
        const shown = photos.filter((p) => p.stage === stage);
        if (shown.length === 0) return null;
        return (
          <div key={stage} className="photo-stage">
            <h3 className="photo-stage__title">{t(`handover.photos.${stage}`)}</h3>
            <PhotoThumbs photos={shown} />
          </div>
        );
      })}
    </section>
  );
}
