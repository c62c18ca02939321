import { useNavigate } from 'react-router-dom';
import { Button } from '@petverse/ui';
import { usePageTitle } from '../lib/usePageTitle';
import { ThankYou, ThankYouText } from './forms/forms.styles';
import { useT } from '@petverse/ui';

/** /thankyou: where every registration form lands after its success toast (spec §2.5). */
export default function ThankYouPage() {
  const t = useT();
  const navigate = useNavigate();
  usePageTitle('Thank you');
  return (
    <ThankYou aria-labelledby="thank-you">
      <ThankYouText id="thank-you">
        {t('Thank you for registering! Our team will get back to you shortly.')}
      </ThankYouText>
      <Button size="lg" onClick={() => void navigate('/')}>
        {t('Our Services')}
      </Button>
    </ThankYou>
  );
}
