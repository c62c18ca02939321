// The part of a form that checks its values, loaded by SchemaForm when it is first needed (the
// user starts on the form, or sends it): yup's resolver for react-hook-form, with yup.
export { yupResolver } from '@hookform/resolvers/yup';
