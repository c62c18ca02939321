import { lazy, Suspense, useState } from 'react';
import { LoadingState, TeamMemberCard } from '@petverse/ui';
import { coFounders, founderPetStories, teamMembers } from '../../content/about';
import { useHashScroll } from '../../lib/useHashScroll';
import { usePageTitle } from '../../lib/usePageTitle';
import { CardGrid, Lead, PageTitle, Section, StoryGrid } from '../marketing/marketing.styles';
import { AboutHero, JoinCard } from './about.styles';

const JoinTeamDialog = lazy(() => import('../forms/JoinTeamDialog'));

/** /about-us (#Hero, #our-team): the founders' pets, the co-founders, the team and Join Now. */
export default function AboutPage() {
  usePageTitle('About Us', 'Meet the pets and people behind Petverse, and apply to join the team.');
  useHashScroll();
  const [joining, setJoining] = useState(false);
  return (
    <>
      <AboutHero id="Hero" aria-labelledby="about-title">
        <PageTitle id="about-title">About Us</PageTitle>
        <Lead>
          Petverse was started by two pet parents who were tired of doing pet care the hard way.
          Today we are a small team in Pune and Mumbai building the place we wished we had.
        </Lead>
      </AboutHero>
      <Section aria-labelledby="pets-title">
        <h2 id="pets-title">The pets who started it</h2>
        <StoryGrid>
          {founderPetStories.map((story) => (
            <article key={story.id}>
              <h3>{story.title}</h3>
              <p>{story.body}</p>
            </article>
          ))}
        </StoryGrid>
      </Section>
      <Section aria-labelledby="founders-title">
        <h2 id="founders-title">Our Co-founders</h2>
        <CardGrid $min={260} aria-label="Co-founders">
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
        <h2 id="team-title">Our Team</h2>
        <CardGrid $min={200} aria-label="Our Team">
          {teamMembers.map((person) => (
            <li key={person.name}>
              <TeamMemberCard name={person.name} role={person.role} image={person.image} />
            </li>
          ))}
          <li>
            <JoinCard>
              <h3>Want to work with pets?</h3>
              <p>We are always looking for people who love animals.</p>
              <button type="button" onClick={() => setJoining(true)}>
                Join Now
              </button>
            </JoinCard>
          </li>
        </CardGrid>
      </Section>
      {joining ? (
        <Suspense fallback={<LoadingState label="Loading..." />}>
          <JoinTeamDialog onClose={() => setJoining(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
