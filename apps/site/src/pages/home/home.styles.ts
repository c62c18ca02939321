import { styled } from 'styled-components';
import { color, media } from '@petverse/ui';

export const HeroSlide = styled.div`
  position: relative;
  border-radius: 20px;
  overflow: hidden;
  min-height: 360px;
  display: grid;
  picture,
  img {
    grid-area: 1 / 1;
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
  > div {
    grid-area: 1 / 1;
    align-self: center;
    max-width: 520px;
    margin: 24px 40px;
    padding: 24px;
    border-radius: 16px;
    background: rgba(255, 255, 255, 0.92);
  }
  h2 {
    margin: 0 0 8px;
    font-size: 2rem;
    line-height: 1.2;
  }
  p {
    margin: 0 0 16px;
    color: ${color('textMuted')};
    font-size: 1.1rem;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 20px;
    border-radius: 10px;
    background: ${color('accent')};
    color: ${color('textOnAccent')};
    font-weight: 700;
    text-decoration: none;
  }
  ${media.mobile} {
    /* On a phone the art gets its own row above the text, so nothing covers it. */
    min-height: 0;
    grid-template-rows: 240px auto;
    picture,
    img {
      grid-area: 1 / 1;
      height: 240px;
      /* The tall art's subject sits at about 70 % of its height. */
      object-position: 50% 72%;
    }
    > div {
      grid-area: 2 / 1;
      align-self: stretch;
      max-width: none;
      margin: 0;
      padding: 16px;
      border-radius: 0;
      background: ${color('surface')};
    }
    h2 {
      font-size: 1.4rem;
    }
  }
`;

export const Intro = styled.div`
  margin: 8px 0 24px;
  h1 {
    margin: 0;
    font-size: 1.25rem;
    color: ${color('accent')};
  }
`;
