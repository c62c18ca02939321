import { useNavigate } from 'react-router-dom';
import { Button, FormCard } from '@petverse/ui';
import { usePageTitle } from '../../lib/usePageTitle';
import { ChoiceCard, ChoiceGrid, ChoiceText, ChoiceTitle } from './forms.styles';
import { useGoBack } from '../../lib/useGoBack';
import { useT } from '@petverse/ui';

const TITLE = 'Insurance That Wags With Love.';

/** /PetInsuranceRegistrationForm: insurers and pet parents each pick their own form (spec §2.7). */
export default function InsuranceChooserPage() {
  const t = useT();
  const navigate = useNavigate();
  const goBack = useGoBack();
  usePageTitle(TITLE);
  return (
    <FormCard title={t(TITLE)} onClose={goBack}>
      <ChoiceGrid>
        <ChoiceCard aria-labelledby="insurance-providers">
          <ChoiceTitle id="insurance-providers">{t('Register Insurance Providers')}</ChoiceTitle>
          <ChoiceText>
            {t('Offer your pet insurance plans to pet parents across India.')}
          </ChoiceText>
          <Button onClick={() => void navigate('/InsuranceProviderRegistrationForm')}>
            {t('Register')}
          </Button>
        </ChoiceCard>
        <ChoiceCard aria-labelledby="pet-parents">
          <ChoiceTitle id="pet-parents">{t('Register Pet Parents')}</ChoiceTitle>
          <ChoiceText>
            {t('Find cover for your dog or cat that fits its age, breed and needs.')}
          </ChoiceText>
          <Button onClick={() => void navigate('/PetParentRegistrationForm')}>
            {t('Start Journey')}
          </Button>
        </ChoiceCard>
      </ChoiceGrid>
    </FormCard>
  );
}
