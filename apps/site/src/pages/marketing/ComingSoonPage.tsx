import { Link } from 'react-router-dom';
import { useComingSoon } from '@petverse/api';
import { COMING_SOON_DEFAULT_DAYS } from '@petverse/api/contract';
import { usePageTitle } from '../../lib/usePageTitle';
import { Lead, PageTitle } from './marketing.styles';
import { useT } from '@petverse/ui';

/** /coming-soon: the pet universe is launching soon; days left from GET /pet/coming-soon-latest. */
export default function ComingSoonPage() {
  const t = useT();
  usePageTitle('Coming Soon', 'The Petverse pet universe is launching soon.');
  const { data: daysLeft = COMING_SOON_DEFAULT_DAYS } = useComingSoon();
  return (
    <section aria-labelledby="coming-title" style={{ textAlign: 'center', padding: '48px 0' }}>
      <PageTitle id="coming-title">{t('Our pet universe is launching soon')}</PageTitle>
      <Lead style={{ margin: '0 auto 24px' }}>
        {t(
          'We are putting the finishing touches on something new for dogs, cats and the people who love them.',
        )}
      </Lead>
      <p
        role="timer"
        aria-live="off"
        aria-label={t('{days, plural, one {# day} other {# days}} to go', { days: daysLeft })}
      >
        <strong style={{ fontSize: '4rem', display: 'block' }}>{daysLeft}</strong>
        {t(daysLeft === 1 ? 'day to go' : 'days to go')}
      </p>
      <Link to="/">{t('Back to home')}</Link>
    </section>
  );
}
