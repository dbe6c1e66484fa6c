import { Alert, Anchor, Button, Image, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CredentialOfferDto } from '../../../../shared/contracts/wallet';
import { formatDateTime } from '../../../lib/dates';
import { refusalOf, useProblem } from '../../../lib/use-problem';
import { useCreateCredentialOffer } from '../api';
import { useLanguage } from '../format';

function OfferShown({ offer }: { offer: CredentialOfferDto }) {
  const { t } = useTranslation('certificates-web');
  const language = useLanguage();
  return (
    <Stack gap="sm">
      <Text>{t('certificates-web:wallet.scan')}</Text>
      <Image
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(offer.qrCodeSvg)}`}
        alt={t('certificates-web:wallet.qrAlt')}
        w={240}
        h={240}
        bg="white"
        data-testid="wallet-offer-qr"
      />
      <Anchor href={offer.walletLink} data-testid="wallet-offer-link">
        {t('certificates-web:wallet.sameDevice')}
      </Anchor>
      <Text size="sm">{t('certificates-web:wallet.once', { time: formatDateTime(offer.expiresTime, language) })}</Text>
      <Text size="sm">{t('certificates-web:wallet.disclosure')}</Text>
    </Stack>
  );
}

/** Adds a valid certificate to the pilot's digital wallet: a fresh single-use offer as a QR code and a link. */
export function AddToWallet({ userCertificateId, describedBy }: { userCertificateId: number; describedBy: string }) {
  const { t } = useTranslation(['certificates-web', 'common']);
  const offer = useCreateCredentialOffer();
  const [problem, setProblem] = useProblem();
  const open = () => {
    setProblem(null);
    offer.mutate(userCertificateId, { onError: (error) => setProblem(refusalOf(error)) });
  };
  return (
    <>
      <Button variant="default" onClick={open} loading={offer.isPending} aria-describedby={describedBy}>
        {t('certificates-web:wallet.add')}
      </Button>
      {problem && (
        <Alert color="red" variant="light" role="alert" w="100%">
          {problem}
        </Alert>
      )}
      <Modal
        opened={offer.isSuccess}
        onClose={() => offer.reset()}
        title={t('certificates-web:wallet.title')}
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
        centered
      >
        {offer.data && <OfferShown offer={offer.data} />}
      </Modal>
    </>
  );
}
