import { Button } from '../Button';
import { Actions, Card, DefaultBadge, Header, Lines, Type } from './AddressCard.styles';
import { useT } from '../../i18n/I18n';

export interface AddressCardProps {
  /** Home, Work or Other; the card's heading. */
  type: string;
  /** Who receives deliveries here. */
  name?: string;
  street: string;
  city: string;
  state: string;
  /** Six digits. */
  pincode: string;
  /** @default 'India' */
  country?: string;
  phone?: string;
  /** Shows the 'Default' badge and hides 'Set as Default'. @default false */
  isDefault?: boolean;
  /** Shows an Edit button. */
  onEdit?: () => void;
  /** Shows a Delete button. */
  onDelete?: () => void;
  /** Shows a 'Set as Default' button on addresses that are not the default. */
  onSetDefault?: () => void;
  /** Disables the actions while a change of this address is in flight. @default false */
  busy?: boolean;
}

/** A saved address with its type, a Default badge and Edit, Delete and Set as Default actions. */
export function AddressCard({
  type,
  name,
  street,
  city,
  state,
  pincode,
  country = 'India',
  phone,
  isDefault = false,
  onEdit,
  onDelete,
  onSetDefault,
  busy = false,
}: AddressCardProps) {
  const t = useT();
  return (
    <Card
      data-ui="AddressCard"
      data-state={isDefault ? 'default' : undefined}
      aria-label={
        name
          ? t('{type} address of {name}', { type: t(type), name })
          : t('{type} address', { type: t(type) })
      }
    >
      <Header>
        <Type>{t(type)}</Type>
        {isDefault ? <DefaultBadge>{t('Default')}</DefaultBadge> : null}
      </Header>
      {/* The address as its owner wrote it (lang="": any language). */}
      <Lines>
        {name ? <strong lang="">{name}</strong> : null}
        <span lang="">{street}</span>
        <span lang="">
          {city}, {state} {pincode}
        </span>
        <span lang="">{country}</span>
        {phone ? (
          <span data-muted="">
            {t('Phone:')} {phone}
          </span>
        ) : null}
      </Lines>
      <Actions>
        {onEdit ? (
          <Button variant="outline" size="sm" onClick={onEdit} disabled={busy}>
            {t('Edit')}
          </Button>
        ) : null}
        {onDelete ? (
          <Button variant="ghost" size="sm" onClick={onDelete} disabled={busy}>
            {t('Delete')}
          </Button>
        ) : null}
        {onSetDefault && !isDefault ? (
          <Button variant="secondary" size="sm" onClick={onSetDefault} loading={busy}>
            {t('Set as Default')}
          </Button>
        ) : null}
      </Actions>
    </Card>
  );
}
