/**
 * The sandbox's checkout script, served at /api/payments/sandbox/checkout.js. It exposes
 * `window.Razorpay` with Razorpay Standard Checkout's options (key, amount, currency, name,
 * description, order_id, prefill, notes, theme, handler, modal.ondismiss), `open()`, `close()`
 * and `on('payment.failed', cb)`. `open()` shows a test card form in a modal dialog (focus kept
 * inside, Escape closes, focus returned); paying asks the server to sign a test payment
 * (POST pay, next to this script) and hands the result to `handler`. Plain ES5, no inline event
 * handlers and no innerHTML, so it runs under the site's CSP.
 */
export const SANDBOX_CHECKOUT_SCRIPT = String.raw`/* Petverse sandbox checkout: Razorpay Standard Checkout's interface, test payments only. */
(function () {
  'use strict';
  if (window.Razorpay && window.Razorpay.sandbox) return;
  var current = document.currentScript;
  var payUrl = new URL('pay', current && current.src ? current.src : location.origin + '/api/payments/sandbox/').toString();
  var failUrl = new URL('fail', payUrl).toString();
  var counter = 0;

  function el(tag, props, children) {
    var node = document.createElement(tag);
    Object.keys(props || {}).forEach(function (key) {
      if (key === 'style') Object.assign(node.style, props.style);
      else if (key === 'text') node.textContent = props.text;
      else node.setAttribute(key, props[key]);
    });
    (children || []).forEach(function (child) { node.appendChild(child); });
    return node;
  }

  function rupees(paise) {
    return '\u20B9' + (Number(paise) / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  }

  function field(id, label, value) {
    return el('div', { style: { display: 'flex', flexDirection: 'column', gap: '4px', marginBottom: '12px' } }, [
      el('label', { for: id, text: label, style: { fontSize: '14px' } }),
      el('input', { id: id, name: id, value: value, autocomplete: 'off', inputmode: 'numeric',
        style: { padding: '8px', fontSize: '16px', border: '1px solid #767676', borderRadius: '6px' } }),
    ]);
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || !options.key) throw new Error('Razorpay: the key option is required');
    this.options = options;
    this.listeners = {};
    this.root = null;
  }
  Razorpay.sandbox = true;

  Razorpay.prototype.on = function (event, callback) {
    (this.listeners[event] = this.listeners[event] || []).push(callback);
    return this;
  };

  Razorpay.prototype.emit = function (event, payload) {
    (this.listeners[event] || []).forEach(function (callback) { callback(payload); });
  };

  Razorpay.prototype.close = function () {
    if (!this.root) return;
    document.removeEventListener('keydown', this.onKey, true);
    this.root.remove();
    this.root = null;
    document.body.style.overflow = this.overflow;
    if (this.opener && this.opener.focus) this.opener.focus();
  };

  Razorpay.prototype.dismiss = function () {
    this.close();
    var modal = this.options.modal;
    if (modal && typeof modal.ondismiss === 'function') modal.ondismiss();
  };

  Razorpay.prototype.open = function () {
    if (this.root) return;
    var self = this;
    var o = this.options;
    var n = ++counter;
    var amount = rupees(o.amount);
    var color = (o.theme && o.theme.color) || '#1a56db';
    var status = el('p', { role: 'status', 'aria-live': 'polite', style: { minHeight: '1.4em', margin: '8px 0 0' } });
    var pay = el('button', { type: 'submit', text: 'Pay ' + amount,
      style: { background: color, color: '#fff', border: '0', borderRadius: '6px', padding: '10px 16px', fontSize: '16px', cursor: 'pointer' } });
    var fail = el('button', { type: 'button', text: 'Fail payment',
      style: { background: '#fff', color: '#b42318', border: '1px solid #b42318', borderRadius: '6px', padding: '10px 16px', fontSize: '16px', cursor: 'pointer' } });
    var close = el('button', { type: 'button', 'aria-label': 'Close', text: '\u00D7',
      style: { position: 'absolute', top: '8px', right: '8px', background: 'transparent', border: '0', fontSize: '24px', lineHeight: '1', padding: '4px 8px', cursor: 'pointer' } });
    var prefill = o.prefill || {};
    var who = [prefill.name, prefill.email, prefill.contact].filter(Boolean).join(' \u00B7 ');
    var form = el('form', { novalidate: '' }, [
      field('rzp-sbx-card-' + n, 'Card number (test)', '4111 1111 1111 1111'),
      field('rzp-sbx-expiry-' + n, 'Expiry', '12/30'),
      field('rzp-sbx-cvv-' + n, 'CVV', '123'),
      el('div', { style: { display: 'flex', gap: '8px', flexWrap: 'wrap' } }, [pay, fail]),
      status,
    ]);
    var dialog = el('div', {
      role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'rzp-sbx-title-' + n,
      'aria-describedby': 'rzp-sbx-desc-' + n, 'data-testid': 'sandbox-checkout',
      style: { position: 'relative', background: '#fff', color: '#111', borderRadius: '12px', padding: '24px',
        width: 'min(420px, calc(100vw - 32px))', maxHeight: 'calc(100vh - 32px)', overflow: 'auto',
        boxShadow: '0 10px 40px rgba(0,0,0,.3)', fontFamily: 'system-ui, sans-serif' },
    }, [
      el('h2', { id: 'rzp-sbx-title-' + n, text: (o.name || 'Checkout') + ' \u2014 sandbox', style: { margin: '0 0 4px', fontSize: '20px' } }),
      el('p', { id: 'rzp-sbx-desc-' + n, style: { margin: '0 0 12px', fontSize: '14px' },
        text: (o.description ? o.description + '. ' : '') + 'Test mode: no money moves. Amount ' + amount + '.' }),
      who ? el('p', { text: 'Paying as ' + who, style: { margin: '0 0 12px', fontSize: '14px' } }) : el('span'),
      form,
      close,
    ]);
    this.root = el('div', { 'data-sandbox-checkout': '', style: { position: 'fixed', inset: '0', zIndex: '2147483000',
      background: 'rgba(0,0,0,.55)', display: 'flex', alignItems: 'center', justifyContent: 'center' } }, [dialog]);

    function busy(on, text) {
      pay.disabled = on; fail.disabled = on;
      status.textContent = text || '';
    }

    // Paying or failing is the order owner's act: the page's session (localStorage 'token') goes along.
    function report() {
      var headers = { 'content-type': 'application/json' };
      var token = null;
      try { token = window.localStorage.getItem('token'); } catch (e) { token = null; }
      if (token) headers.authorization = 'Bearer ' + token;
      return { method: 'POST', headers: headers, body: JSON.stringify({ order_id: o.order_id }) };
    }

    form.addEventListener('submit', function (event) {
      event.preventDefault();
      busy(true, 'Processing payment\u2026');
      fetch(payUrl, report())
        .then(function (res) {
          return res.json().then(function (body) {
            if (!res.ok) throw new Error(body && body.message ? body.message : 'Payment failed');
            return body;
          });
        })
        .then(function (body) {
          self.close();
          if (typeof o.handler === 'function')
            o.handler({ razorpay_order_id: body.razorpay_order_id, razorpay_payment_id: body.razorpay_payment_id, razorpay_signature: body.razorpay_signature });
        })
        .catch(function (error) { busy(false, error.message + '. Please try again.'); });
    });

    fail.addEventListener('click', function () {
      busy(false, 'Payment failed. You can try again or close.');
      // What Razorpay's payment.failed webhook tells the server; the page is told below.
      fetch(failUrl, report()).catch(function () { /* the attempt stays unpaid either way */ });
      self.emit('payment.failed', { error: {
        code: 'BAD_REQUEST_ERROR', description: 'Payment failed (sandbox)', source: 'customer',
        step: 'payment_authorization', reason: 'payment_failed',
        metadata: { order_id: o.order_id, payment_id: 'pay_sandboxfailed' + n },
      } });
    });

    close.addEventListener('click', function () { self.dismiss(); });

    this.onKey = function (event) {
      if (event.key === 'Escape') { event.preventDefault(); self.dismiss(); return; }
      if (event.key !== 'Tab') return;
      var focusable = Array.prototype.filter.call(dialog.querySelectorAll('button, input'), function (x) { return !x.disabled; });
      var first = focusable[0], last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) { event.preventDefault(); last.focus(); }
      else if (!event.shiftKey && document.activeElement === last) { event.preventDefault(); first.focus(); }
      else if (!dialog.contains(document.activeElement)) { event.preventDefault(); first.focus(); }
    };
    document.addEventListener('keydown', this.onKey, true);
    this.opener = document.activeElement;
    this.overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    document.body.appendChild(this.root);
    pay.focus();
  };

  window.Razorpay = Razorpay;
})();
`;
