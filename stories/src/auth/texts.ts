/** Story text of the sign-in and registration examples (the `auth` key of the stories' texts). */
export const authEn = {
  signIn: 'Sign in',
  register: 'Register',
  methods: 'Ways to sign in',
  byLogin: 'Login',
  byPhone: 'Phone',
  bySms: 'SMS code',
  hint: 'Demo: the password "two-step" asks for a code (123456); the code 000000 has expired.',
  wrongPassword: 'The login or password is wrong.',
  signedIn: 'Signed in as player {{id}}.',
  activationSent: 'Almost done: we sent a link to {{email}}. Open it to activate your account.',
};

export const authRu: typeof authEn = {
  signIn: 'Вход',
  register: 'Регистрация',
  methods: 'Способы входа',
  byLogin: 'Логин',
  byPhone: 'Телефон',
  bySms: 'Код из SMS',
  hint: 'Демо: пароль «two-step» запрашивает код (123456); код 000000 просрочен.',
  wrongPassword: 'Неверный логин или пароль.',
  signedIn: 'Вы вошли как игрок {{id}}.',
  activationSent: 'Почти готово: мы отправили ссылку на {{email}}. Откройте её, чтобы активировать аккаунт.',
};
