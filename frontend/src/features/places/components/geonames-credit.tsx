import { useTranslation } from 'react-i18next';

import './places.css';

/** GeonamesCredit is the attribution the city data's licence (CC BY 4.0) asks for. */
export function GeonamesCredit() {
  const { t } = useTranslation();
  return (
    <p className="credit">
      {t('places.creditBefore')}
      <a href="https://www.geonames.org/" target="_blank" rel="noreferrer" className="credit__link">
        GeoNames
      </a>
      {t('places.creditAfter')}
    </p>
  );
}
