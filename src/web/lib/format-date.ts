export { formatDate, type DateInput } from '../../shared/format-date';
