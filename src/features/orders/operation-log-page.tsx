export { OperationLogPage as default } from './log-pages';
