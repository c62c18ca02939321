import { useState, type FormEvent } from 'react';
import {
  ACCOUNT_NUMBER_PATTERN,
  IFSC_PATTERN,
  RETURN_MESSAGES,
  UPI_ID_PATTERN,
  type RefundDestination,
  RETURN_PICTURE_TYPES,
  RETURN_REASONS,
  RETURN_REASON_LABELS,
  shortId,
  type Order,
  type ReturnOptionsResponse,
  type ReturnReason,
  type ReturnRequestPayload,
} from '@petverse/api/contract';
import {
  Button,
  ErrorState,
  FileInput,
  LoadingState,
  Modal,
  RadioGroup,
  Select,
  TextArea,
  TextInput,
  formatRupees,
  notify,
  type Text,
} from '@petverse/ui';
import { Muted } from './shop.styles';
import { ReturnFields, ReturnLines } from './returns.styles';
import { useT } from '@petverse/ui';

export interface ReturnFormProps {
  order: Order;
  open: boolean;
  onClose: () => void;
  /** What may still be returned (GET /product/orders/{id}/returns), as its read stands. */
  options: { data?: ReturnOptionsResponse | undefined; error?: { message: string } | undefined };
  /** Reads the options again after an error. */
  onRetry: () => void;
  /** The end of the return window as the page writes dates. */
  until: string | null;
  /** Sends the request; the buyer's message on success, or the failure's words. */
  onRequest: (payload: ReturnRequestPayload) => Promise<{ ok: boolean; message: Text }>;
  submitting: boolean;
}

/**
 * 'Return items' (issue 38), loaded when opened (its hooks live in OrderReturns, so this chunk
 * shares no module with other pages): choose the units to send back, a reason, a picture when damaged and
 * a note. What may still be returned comes from the server (returnable categories, what was
 * already returned, the 7 days); its refusals show in the form as it words them.
 */
function ReturnForm({
  order,
  open,
  onClose,
  options,
  onRetry,
  until,
  onRequest,
  submitting,
}: ReturnFormProps) {
  const t = useT();
  const { data, error } = options;
  const [units, setUnits] = useState<Record<string, number>>({});
  const [reason, setReason] = useState<ReturnReason | ''>('');
  const [picture, setPicture] = useState<File | null>(null);
  const [note, setNote] = useState('');
  // A cash order's refund is paid by transfer: where to (issue 58 item 7).
  const cash = order.paymentMethod === 'Cash on Delivery';
  const [refundKind, setRefundKind] = useState<'upi' | 'bank' | ''>('');
  const [upiId, setUpiId] = useState('');
  const [accountName, setAccountName] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [ifsc, setIfsc] = useState('');
  const [errors, setErrors] = useState<
    Partial<
      Record<
        | 'lines'
        | 'reason'
        | 'picture'
        | 'refundKind'
        | 'upiId'
        | 'accountName'
        | 'accountNumber'
        | 'ifsc',
        string
      >
    >
  >({});
  const [failure, setFailure] = useState<Text | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const lines = Object.entries(units)
      .filter(([, quantity]) => quantity > 0)
      .map(([itemId, quantity]) => ({ itemId, quantity }));
    const digits = accountNumber.replace(/\s/g, '');
    const code = ifsc.trim().toUpperCase();
    const found = {
      ...(lines.length ? {} : { lines: RETURN_MESSAGES.noLines }),
      ...(reason ? {} : { reason: 'Choose a reason.' }),
      ...(reason === 'damaged' && !picture ? { picture: RETURN_MESSAGES.pictureNeeded } : {}),
      ...(cash && !refundKind ? { refundKind: RETURN_MESSAGES.refundToNeeded } : {}),
      ...(cash && refundKind === 'upi' && !new RegExp(UPI_ID_PATTERN).test(upiId.trim())
        ? { upiId: RETURN_MESSAGES.badUpi }
        : {}),
      ...(cash && refundKind === 'bank'
        ? {
            ...(accountName.trim() ? {} : { accountName: RETURN_MESSAGES.badAccountName }),
            ...(new RegExp(ACCOUNT_NUMBER_PATTERN).test(digits)
              ? {}
              : { accountNumber: RETURN_MESSAGES.badAccountNumber }),
            ...(new RegExp(IFSC_PATTERN).test(code) ? {} : { ifsc: RETURN_MESSAGES.badIfsc }),
          }
        : {}),
    };
    setErrors(found);
    if (Object.keys(found).length || !reason) return;
    setFailure(null);
    const refundTo: RefundDestination | null = !cash
      ? null
      : refundKind === 'upi'
        ? { kind: 'upi', upiId: upiId.trim() }
        : { kind: 'bank', accountName: accountName.trim(), accountNumber: digits, ifsc: code };
    const done = await onRequest({
      lines,
      reason,
      ...(note.trim() ? { note: note.trim() } : {}),
      ...(picture ? { picture } : {}),
      ...(refundTo ? { refundTo } : {}),
    });
    if (!done.ok) return setFailure(done.message);
    notify.success(done.message);
    onClose();
  };

  const title = `Return items from order #${shortId(order._id)}`;
  return (
    <Modal open={open} onClose={onClose} title={t(title)} size="md">
      {error ? (
        <ErrorState message={t(error.message)} onRetry={onRetry} />
      ) : !data ? (
        <LoadingState label={t('Loading what you can return...')} />
      ) : data.refusal ? (
        <p role="alert">{t(data.refusal)}</p>
      ) : !data.lines.some((line) => line.quantity > 0) ? (
        <>
          <p role="status">{t('Nothing more can be returned from this order.')}</p>
          <ul>
            {data.lines.map((line) => (
              <li key={line.itemId} lang={line.refusal ? undefined : 'en'}>
                {line.refusal ? t(line.refusal) : line.name}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <form noValidate onSubmit={(e) => void submit(e)} aria-label={t(title)}>
          {until ? (
            <Muted>{t('You can ask for a return until {date}.', { date: until })}</Muted>
          ) : null}
          <ReturnLines aria-describedby={errors.lines ? 'return-lines__error' : undefined}>
            <legend>{t('Items to return')}</legend>
            {data.lines.map((line) =>
              line.refusal ? (
                <p key={line.itemId}>
                  <span lang="en">{line.name}</span>: <Muted as="span">{t(line.refusal)}</Muted>
                </p>
              ) : (
                <Select
                  key={line.itemId}
                  id={`return-${line.itemId}`}
                  label={t('{name} ({price} each)', {
                    name: line.name,
                    price: formatRupees(line.price),
                  })}
                  value={String(units[line.itemId] ?? 0)}
                  onChange={(e) => setUnits({ ...units, [line.itemId]: Number(e.target.value) })}
                  options={Array.from({ length: line.quantity + 1 }, (_, n) => ({
                    value: String(n),
                    label: n === 0 ? 'Keep' : `Return ${n}`,
                  }))}
                />
              ),
            )}
            {errors.lines ? (
              <p id="return-lines__error" role="alert">
                {t(errors.lines)}
              </p>
            ) : null}
          </ReturnLines>
          <ReturnFields>
            <Select
              id="return-reason"
              label={t('Reason')}
              required
              placeholder={t('Choose a reason')}
              value={reason}
              error={errors.reason}
              onChange={(e) => setReason(e.target.value as ReturnReason | '')}
              options={RETURN_REASONS.map((r) => ({ value: r, label: t(RETURN_REASON_LABELS[r]) }))}
            />
            <FileInput
              id="return-picture"
              label={t('Picture')}
              accept={RETURN_PICTURE_TYPES}
              value={picture}
              onChange={setPicture}
              required={reason === 'damaged'}
              hint={t(
                'Required when an item arrived damaged (PNG, JPEG, WebP or GIF, up to 2 MB).',
              )}
              error={errors.picture}
            />
            <TextArea
              id="return-note"
              label={t('Note (optional)')}
              maxLength={500}
              rows={3}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
            {cash ? (
              <>
                <RadioGroup
                  id="return-refund-kind"
                  name="refundKind"
                  label={t('You paid in cash: where should we send your refund?')}
                  required
                  value={refundKind}
                  onChange={(value) => setRefundKind(value as 'upi' | 'bank')}
                  error={errors.refundKind ? t(errors.refundKind) : undefined}
                  options={[
                    { value: 'upi', label: t('To my UPI ID') },
                    { value: 'bank', label: t('To my bank account') },
                  ]}
                />
                {refundKind === 'upi' ? (
                  <TextInput
                    id="return-upi"
                    label={t('UPI ID')}
                    required
                    autoComplete="off"
                    placeholder="name@okaxis"
                    value={upiId}
                    error={errors.upiId}
                    onChange={(e) => setUpiId(e.target.value)}
                  />
                ) : null}
                {refundKind === 'bank' ? (
                  <>
                    <TextInput
                      id="return-account-name"
                      label={t('Name on the account')}
                      required
                      autoComplete="name"
                      value={accountName}
                      error={errors.accountName}
                      onChange={(e) => setAccountName(e.target.value)}
                    />
                    <TextInput
                      id="return-account-number"
                      label={t('Account number')}
                      required
                      inputMode="numeric"
                      autoComplete="off"
                      value={accountNumber}
                      error={errors.accountNumber}
                      onChange={(e) => setAccountNumber(e.target.value)}
                    />
                    <TextInput
                      id="return-ifsc"
                      label={t('IFSC')}
                      required
                      autoComplete="off"
                      placeholder="HDFC0001234"
                      value={ifsc}
                      error={errors.ifsc}
                      onChange={(e) => setIfsc(e.target.value)}
                    />
                  </>
                ) : null}
              </>
            ) : null}
          </ReturnFields>
          {failure ? <p role="alert">{t(failure)}</p> : null}
          <Button type="submit" variant="primary" loading={submitting}>
            {t('Ask for the return')}
          </Button>
        </form>
      )}
    </Modal>
  );
}

export default ReturnForm;
