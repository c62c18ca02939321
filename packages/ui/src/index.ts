export { ThemeProvider } from './theme/ThemeProvider';
export { GlobalStyle } from './theme/GlobalStyle';
export { buildTheme, color, colorVar, themeToCssVars } from './theme/buildTheme';
export {
  palette,
  space,
  radii,
  fontSizes,
  fonts,
  shadows,
  zIndices,
  breakpoints,
  media,
  sizes,
} from './theme/tokens';
export { semanticColors, tones } from './theme/semantic';
export { formatRupees } from './utils/format';
export {
  formatIndiaDate,
  formatIndiaDateTime,
  formatIndiaShortDateTime,
  formatIndiaTime,
  formatIndiaWeekday,
} from './utils/indiaTime';
export { useHydrated } from './utils/useHydrated';
export { PLACEHOLDER_IMAGE } from './utils/placeholder';
export { Button, buttonStyles, buttonVariants } from './components/Button';
export { Toaster, notify, TOAST_DURATION } from './components/Toaster';
export { VisuallyHidden } from './components/VisuallyHidden';
export { PriceTag } from './components/PriceTag';
export { PriceSaving } from './components/PriceSaving';
export { Rating, RatingInput } from './components/Rating';
export { QuantityStepper } from './components/QuantityStepper';
export { LoadingState, EmptyState, ErrorState } from './components/States';
export { Tabs } from './components/Tabs';
export { ProductImage } from './components/ProductImage';
export { WishlistButton } from './components/WishlistButton';
export { ProductCard } from './components/ProductCard';
export { ProductGrid } from './components/ProductGrid';

export type { PetverseTheme, ThemeOverrides } from './theme/buildTheme';
export type { PetverseThemeProviderProps } from './theme/ThemeProvider';
export type { Size } from './theme/tokens';
export type { Tone, SemanticColor } from './theme/semantic';
export type { ButtonProps, ButtonVariant } from './components/Button';
export type { ToasterProps } from './components/Toaster';
export type { PriceTagProps } from './components/PriceTag';
export type { PriceSavingProps } from './components/PriceSaving';
export type { RatingProps, RatingInputProps } from './components/Rating';
export type { QuantityStepperProps } from './components/QuantityStepper';
export type { LoadingStateProps, EmptyStateProps, ErrorStateProps } from './components/States';
export type { TabsProps, TabItem } from './components/Tabs';
export type { ProductImageProps } from './components/ProductImage';
export type { WishlistButtonProps } from './components/WishlistButton';
export type { ProductCardProps, CardLinkComponent } from './components/ProductCard';

// --- Form widgets (registration forms; used by @petverse/forms) ---
export { FormField, fieldControlProps, fieldIds, controlStyles } from './components/FormField';
export { TextInput, textInputTypes } from './components/TextInput';
export { TextArea } from './components/TextArea';
export { Select } from './components/Select';
export { RadioGroup } from './components/RadioGroup';
export { SizeSelector } from './components/SizeSelector';
export { DateInput } from './components/DateInput';
export { TimeInput } from './components/TimeInput';
export { FileInput } from './components/FileInput';
export { FormCard } from './components/FormCard';
export { AuthCard } from './components/AuthCard';

export type { FormFieldProps } from './components/FormField';
export type { TextInputProps, TextInputType } from './components/TextInput';
export type { TextAreaProps } from './components/TextArea';
export type { SelectProps, FieldOption } from './components/Select';
export type { RadioGroupProps } from './components/RadioGroup';
export type { SizeOption, SizeSelectorProps } from './components/SizeSelector';
export type { DateInputProps } from './components/DateInput';
export type { TimeInputProps } from './components/TimeInput';
export type { FileInputProps } from './components/FileInput';
export type { FormCardProps } from './components/FormCard';
export type { AuthCardProps } from './components/AuthCard';

// --- Accounts (issue 3): dialogs, drawer, pet and address cards, side menu, searchable select ---
export { Modal } from './components/Modal';
export { Drawer } from './components/Drawer';
export { ConfirmDialog } from './components/ConfirmDialog';
export { CouponField } from './components/CouponField';
export { PetCard, formatPetAge, formatDate } from './components/PetCard';
export { AddressCard } from './components/AddressCard';
export { SideMenu } from './components/SideMenu';

export type { ModalProps } from './components/Modal';
export type { DrawerProps } from './components/Drawer';
export type { ConfirmDialogProps } from './components/ConfirmDialog';
export type { CouponFieldProps } from './components/CouponField';
export type { PetCardProps } from './components/PetCard';
export type { AddressCardProps } from './components/AddressCard';
export type { SideMenuProps, SideMenuItem, SideMenuLinkComponent } from './components/SideMenu';

// --- Services and marketing: carousels and accordions ---
export { Carousel, CAROUSEL_TIMINGS } from './components/Carousel';
export { Accordion } from './components/Accordion';

export type { CarouselProps } from './components/Carousel';
export type { AccordionProps, AccordionItem } from './components/Accordion';
export { TestimonialCard } from './components/TestimonialCard';
export { PriceTable } from './components/PriceTable';
export { DoctorCard } from './components/DoctorCard';
export { ProviderCard } from './components/ProviderCard';
export { ConsultationRoom, roomProps } from './components/ConsultationRoom';
export { PrescriptionCard } from './components/PrescriptionCard';
export type { PrescriptionCardData, PrescriptionCardProps } from './components/PrescriptionCard';
export type { TestimonialCardProps } from './components/TestimonialCard';
export type { PriceTableProps, PriceRow } from './components/PriceTable';
export type { DoctorCardProps } from './components/DoctorCard';
export type { ProviderCardProps } from './components/ProviderCard';
export type {
  ConsultationRoomProps,
  RoomCallState,
  RoomChatMessage,
  RoomViewPhase,
} from './components/ConsultationRoom';
export { StatusBadge, STATUS_TONES, statusWords } from './components/StatusBadge';
export type { StatusBadgeProps } from './components/StatusBadge';
export { PasswordStrength } from './components/PasswordStrength';
export type { PasswordStrengthProps } from './components/PasswordStrength';
export { Pagination, pageWindow } from './components/Pagination';
export { FilterPanel } from './components/FilterPanel';
export { SortControl } from './components/SortControl';
export { ResultCount } from './components/ResultCount';
export { ReviewList } from './components/ReviewList';
export { ReviewForm } from './components/ReviewForm';
export { Disclosure } from './components/Disclosure';
export type { PaginationProps } from './components/Pagination';
export type { FilterPanelProps, FilterGroup, FilterOption } from './components/FilterPanel';
export type { SortControlProps } from './components/SortControl';
export type { ResultCountProps } from './components/ResultCount';
export type { ReviewListProps, ReviewItem } from './components/ReviewList';
export type { ReviewFormProps, ReviewValues, ReviewErrors } from './components/ReviewForm';
export type { DisclosureProps } from './components/Disclosure';

// --- App shell and marketing (issue 7): navigation, search, intro, footer, cards ---
export { NavBar, NAV_MENUS, PET_CARE_MENU, PET_LIFESTYLE_MENU } from './components/NavBar';
export { SearchOverlay, matchSuggestions, MAX_SUGGESTIONS } from './components/SearchOverlay';
export { Footer, FOOTER_LINKS } from './components/Footer';
export { IntroOverlay, INTRO_TIMINGS, INTRO_VIDEO_ERROR } from './components/IntroOverlay';
export { ServiceCard } from './components/ServiceCard';
export { TeamMemberCard } from './components/TeamMemberCard';

export type { NavBarProps, NavMenu, NavLinkItem } from './components/NavBar';
export type { SearchOverlayProps } from './components/SearchOverlay';
export type { FooterProps, FooterLink } from './components/Footer';
export type { IntroOverlayProps } from './components/IntroOverlay';
export type { ServiceCardProps } from './components/ServiceCard';
export type { TeamMemberCardProps } from './components/TeamMemberCard';
export { CartLine } from './components/CartLine';
export { OrderSummary } from './components/OrderSummary';
export { ShippingToggle } from './components/ShippingToggle';
export { DeliveryEstimate } from './components/DeliveryEstimate';
export type { CartLineProps } from './components/CartLine';
export type { OrderSummaryProps } from './components/OrderSummary';
export type { ShippingToggleProps, ShippingOption } from './components/ShippingToggle';
export type {
  DeliveryEstimateProps,
  DeliveryEstimateState,
  DeliveryOption,
} from './components/DeliveryEstimate';
export { LanguageSwitch } from './components/LanguageSwitch';
export type { LanguageSwitchProps } from './components/LanguageSwitch';
export { ImageCarousel } from './components/ImageCarousel';
export type { ImageCarouselProps, CarouselImage } from './components/ImageCarousel';
export { AppointmentCard } from './components/AppointmentCard';
export type { AppointmentCardProps } from './components/AppointmentCard';

// --- Languages (issue 35, ADR 027): English and Hindi, texts looked up by their English words ---
export { LocaleProvider, createI18n, useI18n, useLocale, useT, T } from './i18n/I18n';
export {
  LOCALES,
  LOCALE_COOKIE,
  LOCALE_NAMES,
  INTL_LOCALE,
  isLocale,
  localeOfPath,
  localePrefix,
  pathInLocale,
  withoutLocale,
} from './i18n/locale';
export type { Locale } from './i18n/locale';
export type { Catalogue, Text, Translate } from './i18n/I18n';
export type { I18n } from '@lingui/core';
