export interface FormRoute {
  route: string;
  pages: string[];
  form: string[];
}
export const FORM_ROUTES: FormRoute[];
export const FORM_ROUTE_ROOTS: string[];
