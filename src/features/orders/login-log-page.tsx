export { LoginLogPage as default } from './log-pages';
