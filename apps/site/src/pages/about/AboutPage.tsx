import { lazy, Suspense } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { LoadingState, TeamMemberCard, useHydrated } from '@petverse/ui';
import { coFounders, founderPetStories, teamMembers } from '../../content/about';
import { useHashScroll } from '../../lib/useHashScroll';
import { usePageTitle } from '../../lib/usePageTitle';
import { CardGrid, Lead, PageTitle, Section, StoryGrid } from '../marketing/marketing.styles';
import { AboutHero, JoinCard } from './about.styles';
import { useT } from '@petverse/ui';

const JoinTeamDialog = lazy(() => import('../forms/JoinTeamDialog'));

/** The address of the open 'Join the Team' form: the team section, asked to join. */
const JOINING = { search: '?join', hash: '#our-team' };

/**
 * /about-us (#Hero, #our-team): the founders' pets, the co-founders, the team and Join Now.
 * Join Now is a link to `?join#our-team`, which shows the form: tapped before the page's
 * JavaScript has run, the browser loads that address and the form opens once it has (the
 * server's HTML has no form, so it opens after hydration); Back or Close closes it.
 */
export default function AboutPage() {
  const t = useT();
  usePageTitle('About Us', 'Meet the pets and people behind Petverse, and apply to join the team.');
  useHashScroll();
  const location = useLocation();
  const navigate = useNavigate();
  const joining = useHydrated() && new URLSearchParams(location.search).has('join');
  // Back where Join Now was tapped; opened from a link, the team section without the form.
  const stopJoining = () =>
    void (location.key !== 'default'
      ? navigate(-1)
      : navigate({ search: '', hash: JOINING.hash }, { replace: true }));
  return (
    <>
      <AboutHero id="Hero" aria-labelledby="about-title">
        <PageTitle id="about-title">{t('About Us')}</PageTitle>
        <Lead>
          {t(
            'Petverse was started by two pet parents who were tired of doing pet care the hard way. Today we are a small team in Pune and Mumbai building the place we wished we had.',
          )}
        </Lead>
      </AboutHero>
      <Section aria-labelledby="pets-title">
        <h2 id="pets-title">{t('The pets who started it')}</h2>
        <StoryGrid>
          {founderPetStories.map((story) => (
            <article key={story.id}>
              <h3>{t(story.title)}</h3>
              <p>{t(story.body)}</p>
            </article>
          ))}
        </StoryGrid>
      </Section>
      <Section aria-labelledby="founders-title">
        <h2 id="founders-title">{t('Our Co-founders')}</h2>
        <CardGrid $min={260} aria-label={t('Co-founders')}>
          {coFounders.map((person) => (
            <li key={person.name}>
              <TeamMemberCard
                name={person.name}
                role={person.role}
                image={person.image}
                bio={person.bio}
              />
            </li>
          ))}
        </CardGrid>
      </Section>
      <Section id="our-team" aria-labelledby="team-title">
        <h2 id="team-title">{t('Our Team')}</h2>
        <CardGrid $min={200} aria-label={t('Our Team')}>
          {teamMembers.map((person) => (
            <li key={person.name}>
              <TeamMemberCard name={person.name} role={person.role} image={person.image} />
            </li>
          ))}
          <li>
            <JoinCard>
              <h3>{t('Want to work with pets?')}</h3>
              <p>{t('We are always looking for people who love animals.')}</p>
              <Link to={JOINING}>{t('Join Now')}</Link>
            </JoinCard>
          </li>
        </CardGrid>
      </Section>
      {joining ? (
        <Suspense fallback={<LoadingState label={t('Loading...')} />}>
          <JoinTeamDialog onClose={stopJoining} />
        </Suspense>
      ) : null}
    </>
  );
}
