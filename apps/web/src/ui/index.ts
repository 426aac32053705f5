/** Marshlog's shared components. Keep each small; features compose them. */
export {
  Button,
  ButtonLink,
  buttonClasses,
  type ButtonProps,
  type ButtonVariant,
  type ButtonSize,
} from './Button';
export { TextField, type TextFieldProps } from './TextField';
export { TextArea, type TextAreaProps } from './TextArea';
export { CoordinateInputs } from './CoordinateInputs';
export { CoordinateFieldset, type PlaceSlot } from './CoordinateFieldset';
export { Select, type SelectProps, type SelectOption } from './Select';
export { FilterSelect } from './FilterSelect';
export { SegmentedControl, type Segment } from './SegmentedControl';
export { PRIVACY_OPTIONS } from './privacy-options';
export { Field, controlClasses, type FieldProps, type FieldCounter } from './Field';
export { Modal, type ModalProps } from './Modal';
export { Popover } from './Popover';
export { lazyDialog } from './lazy-dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { Tabs, TabsList, TabsTrigger, TabsContent } from './Tabs';
export {
  AUDIENCE_BORDERS,
  AUDIENCE_TONES,
  AudienceBadge,
  Badge,
  PrivacyBadge,
  PRIVACY_TONES,
  type BadgeTone,
} from './Badge';
export { PermissionBadges, UNCOMMENTED_ITEM_ABILITIES } from './PermissionBadges';
export { EmptyState } from './EmptyState';
export { LoadingState } from './LoadingState';
export { ErrorState } from './ErrorState';
export { QueryErrorState } from './QueryErrorState';
export { Card } from './Card';
export { PageHeader } from './PageHeader';
export { ListPage } from './ListPage';
export { Pagination, type PaginationProps } from './Pagination';
export { Spinner } from './Spinner';
export { Avatar } from './Avatar';
export { Icon, type IconName } from './Icon';
export { NotFoundState } from './NotFoundState';
export { ToastProvider } from './toast/ToastProvider';
export { useToast } from './toast/useToast';
export type { ToastApi, ToastInput, ToastOptions, ToastType } from './toast/toast-types';
export { cx } from './cx';
