/** A link of the navigation bar or one of its menus. */
export interface NavLinkItem {
  label: string;
  href: string;
}

/** A dropdown of the navigation bar: a button that discloses a list of links. */
export interface NavMenu {
  id: string;
  label: string;
  items: readonly NavLinkItem[];
}

/** The spec's Pet Care menu (§2.3). */
export const PET_CARE_MENU: NavMenu = {
  id: 'pet-care',
  label: 'Pet Care',
  items: [
    { label: 'Vet Clinic', href: '/vet-clinic' },
    { label: 'Pet Pharmacy', href: '/pet-pharmacy' },
    { label: 'Pet Insurance', href: '/pet-insurance' },
  ],
};

/** The spec's Pet Lifestyle menu (§2.3). */
export const PET_LIFESTYLE_MENU: NavMenu = {
  id: 'pet-lifestyle',
  label: 'Pet Lifestyle',
  items: [
    { label: 'Mating', href: '/mating-profile' },
    { label: 'Breeding', href: '/breeding-profile' },
    { label: 'Grooming', href: '/grooming' },
    { label: 'Training', href: '/training' },
    { label: 'Transportation', href: '/transportation' },
  ],
};

export const NAV_MENUS: readonly NavMenu[] = [PET_CARE_MENU, PET_LIFESTYLE_MENU];
