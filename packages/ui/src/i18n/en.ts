/** English texts of the kit (`ui` namespace). The key set of every other locale is checked against it. */
export const en = {
  close: 'Close',
  cancel: 'Cancel',
  confirm: 'Confirm',
  accept: 'Accept',
  decline: 'Decline',
  back: 'Back',
  save: 'Save',
  reload: 'Reload',
  dismiss: 'Dismiss',
  later: 'Later',
  moreActions: 'More actions',
  main_error: 'Error',
  main_done: 'Done',
  main_ok: 'OK',
  notices: {
    region: 'Notifications',
    closeNotice: 'Close notification',
  },
  cookieConsent: {
    title: 'Cookies',
    text: 'We use cookies so the site works, to remember your settings and, with your consent, for analytics and marketing.',
    acceptAll: 'Accept all',
    customize: 'Customize',
    onlyNecessary: 'Only necessary',
    customizeTitle: 'Cookie settings',
    save: 'Save my choice',
    necessary: 'Necessary',
    necessaryText: 'Sign-in, security and the bet slip. Always on.',
    functionality: 'Functionality',
    functionalityText: 'Remembers your layout, such as the window width.',
    marketing: 'Marketing and analytics',
    marketingText: 'Helps us measure visits and show relevant offers.',
  },
  ageGate: {
    proof_of_age_popup_title: 'Are you 18 or older?',
    text: 'Gambling is for adults only. Confirm your age to continue.',
    confirm: 'Yes, I am 18 or older',
    leave: 'No, leave the site',
  },
  appUpdate: {
    title: 'A new version is available',
    text: 'Reload the page to get the latest version.',
  },
  maintenance: {
    title: 'Scheduled maintenance',
    text: 'The site will be unavailable from {{start}} to {{end}}.',
  },
  adBlock: {
    main_dictionary_website_blocked_by_adblock:
      'An ad blocker is blocking parts of this website. Please allow this site in your blocker so that everything works.',
  },
  termsUpdate: {
    title: 'Our terms have changed',
    text: 'Please read and accept the updated terms and conditions to continue.',
    read: 'Read the terms',
    information_confirm_terms_error: 'You need to accept the updated terms to continue.',
  },
  registrationReminder: {
    title: 'Not registered yet?',
    text: 'Create an account in one minute and get a welcome bonus.',
    register: 'Register',
  },
  firstDeposit: {
    title1: 'Your first deposit bonus',
    text1: 'Make your first deposit and get {{percent}}% up to {{amount}}.',
    title2: 'Choose your welcome bonus',
    text2: 'Pick a sports or a casino bonus for your first deposit.',
    sports: 'Sports bonus',
    casino: 'Casino bonus',
    deposit: 'Deposit',
  },
  welcome: {
    title: 'Welcome to {{brand}}',
    text: 'Your account is ready. Make a deposit to place your first bet.',
    start: 'Get started',
  },
  confirmDialog: {
    title: 'Are you sure?',
  },
  select: {
    placeholder: 'Select an option',
  },
  password: {
    show: 'Show password',
    hide: 'Hide password',
    strength: 'Password strength: {{level}}',
    weak: 'weak',
    fair: 'fair',
    strong: 'strong',
  },
  code: {
    digit: 'Digit {{n}} of {{total}}',
    timeUp: 'The code has expired. Request a new one.',
    wrongCode: 'Wrong code. Check it and try again.',
    resend: 'Send a new code',
    resendIn: 'New code in {{seconds}} s',
  },
};

export type UiResources = typeof en;
