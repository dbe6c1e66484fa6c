import { Anchor, type AnchorProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { externalLinks, type ExternalLink } from '../lib/external-links';

/** The order the links stand in wherever they are shown. */
export const externalLinkOrder: readonly ExternalLink[] = ['aviationLegislation', 'feesAndCharges'];

/** One of section 9's links to the Transport Authority's website, in the same tab, its text saying where it leads. */
export function AuthorityLink({ link, ...props }: { link: ExternalLink } & AnchorProps) {
  const { t } = useTranslation('common');
  return (
    <Anchor href={externalLinks[link]} {...props}>
      {t(`common:externalLinks.${link}`)}
    </Anchor>
  );
}
